import * as v from "valibot";
import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";

// A call's name is the user's label for a tool call; the call record itself has no place for it.
const store = createStoredList({
  keys: storageKeys.callNames,
  schema: v.object({ id: v.string(), name: v.string() }),
  trim: (entries) => entries.slice(0, 500),
});

/** The names list itself, for the merge with the call records (useToolHistory). */
export const callNameList = store;
export const readCallNames = store.read;

export function nameCall(profileId: string, id: string, name: string | null): void {
  const others = readCallNames(profileId).filter((entry) => entry.id !== id);
  store.write(profileId, name === null ? others : [{ id, name }, ...others]);
}
