import { createCallStore, type CallStore } from "./call-store";

/**
 * The app's call records (one store per page). Features write through these functions at their
 * paid-call seams; views read through `callRecordQueries`.
 */
let current: CallStore = createCallStore({
  indexedDB: () =>
    typeof indexedDB === "undefined" ? undefined : { factory: indexedDB, keyRange: IDBKeyRange },
});

/** Tests give each case its own store (a fresh fake-indexeddb, none, a low budget). */
export function setCallStore(store: CallStore): void {
  current = store;
}

export const recordCall: CallStore["recordCall"] = (record) => current.recordCall(record);
export const updateCall: CallStore["updateCall"] = (id, patch) => current.updateCall(id, patch);
export const listCalls: CallStore["listCalls"] = (profileId, range) => current.listCalls(profileId, range);
export const getCall: CallStore["getCall"] = (id) => current.getCall(id);
export const pinCall: CallStore["pinCall"] = (id, pinned) => current.pinCall(id, pinned);
export const deleteCall: CallStore["deleteCall"] = (id) => current.deleteCall(id);
export const clearCalls: CallStore["clearCalls"] = () => current.clearCalls();
export const callStorageUsage: CallStore["callStorageUsage"] = () => current.callStorageUsage();
export const subscribeCalls: CallStore["subscribeCalls"] = (listener) => current.subscribeCalls(listener);
/** What the store could not keep or read, as sentences for the user. */
export const callNotes = () => current.notes.list();
/** For migrations and writers: something they could not keep, said where records are shown. */
export const addCallNote = (note: string) => current.notes.add(note);
export const subscribeCallNotes = (listener: () => void) => current.notes.subscribe(listener);
