import { createNotifier } from "../notifier";
import { isQuotaError, openCallDb, type CallDb, type SizeRow } from "./call-db";
import { createCallNotes, failedNote, NOTE_FULL, NOTE_UNAVAILABLE, skippedNote } from "./call-notes";
import { readCallRecord, recordBytes, type CallPatch, type CallRange, type CallRecord } from "./call-record";

export const CALL_BUDGET_BYTES = 50 * 1024 * 1024;

export interface CallStoreOptions {
  /** Where IndexedDB comes from; undefined = unavailable (private mode, an old browser). */
  indexedDB: () => { factory: IDBFactory; keyRange: typeof IDBKeyRange } | undefined;
  dbName?: string;
  budgetBytes?: number;
  /** Cross-tab channel name; null for none. */
  channel?: string | null;
}

export interface CallStore {
  recordCall: (record: CallRecord) => Promise<void>;
  updateCall: (id: string, patch: CallPatch) => Promise<CallRecord | null>;
  listCalls: (profileId: string, range?: CallRange) => Promise<CallRecord[]>;
  getCall: (id: string) => Promise<CallRecord | null>;
  pinCall: (id: string, pinned: boolean) => Promise<void>;
  deleteCall: (id: string) => Promise<void>;
  clearCalls: () => Promise<void>;
  callStorageUsage: () => Promise<{ bytes: number; count: number }>;
  /** Fires after any change here or (through BroadcastChannel) in another tab. */
  subscribeCalls: (listener: () => void) => () => void;
  notes: ReturnType<typeof createCallNotes>;
}

const sizeRow = (record: CallRecord): SizeRow => ({
  id: record.id,
  at: record.at,
  bytes: recordBytes(record),
  pinned: record.pinned,
});

/**
 * The call records: IndexedDB when the browser allows it, else (and for whatever the disk refused)
 * a map for this session. Every operation answers; faults become notes (`notes`), never throws.
 */
export function createCallStore(options: CallStoreOptions): CallStore {
  const budget = options.budgetBytes ?? CALL_BUDGET_BYTES;
  const notes = createCallNotes();
  const changes = createNotifier();
  // Records the disk did not keep (or all of them, without IndexedDB), with their sizes.
  const memory = new Map<string, CallRecord>();
  const channel =
    options.channel !== null && typeof BroadcastChannel !== "undefined"
      ? new BroadcastChannel(options.channel ?? "dash.call-records")
      : null;
  channel?.addEventListener("message", () => changes.notify());

  let opening: Promise<CallDb | null> | null = null;
  let keyRange: typeof IDBKeyRange | null = null;
  const db = (): Promise<CallDb | null> => {
    const env = opening ? undefined : options.indexedDB();
    keyRange ??= env?.keyRange ?? null;
    opening ??= openCallDb(env?.factory, options.dbName ?? "dash-call-records").catch(() => {
      notes.add(NOTE_UNAVAILABLE);
      return null;
    });
    return opening;
  };

  const changed = () => {
    changes.notify();
    channel?.postMessage("changed");
  };

  /** Deletes the oldest unpinned records until `over` bytes are freed; returns what was freed. */
  const evictOldest = async (handle: CallDb, over: number): Promise<number> => {
    let freed = 0;
    const tx = handle.transaction(["calls", "sizes"], "readwrite");
    tx.done.catch(() => undefined);
    let cursor = await tx.objectStore("sizes").index("by-at").openCursor();
    while (cursor && freed < over) {
      if (!cursor.value.pinned) {
        freed += cursor.value.bytes;
        await tx.objectStore("calls").delete(cursor.value.id);
        await cursor.delete();
      }
      cursor = await cursor.continue();
    }
    await tx.done;
    return freed;
  };

  const usedBytes = async (handle: CallDb): Promise<number> =>
    (await handle.getAll("sizes")).reduce((sum, row) => sum + row.bytes, 0);

  const put = async (handle: CallDb, record: CallRecord) => {
    const tx = handle.transaction(["calls", "sizes"], "readwrite");
    // Attached first: a request that throws at once still aborts the transaction, whose `done` then rejects.
    tx.done.catch(() => undefined);
    try {
      await tx.objectStore("calls").put(record);
      await tx.objectStore("sizes").put(sizeRow(record));
      await tx.done;
    } catch (error) {
      try {
        tx.abort();
      } catch {
        // Already aborted by the failed request.
      }
      throw error;
    }
  };

  /** Writes to disk, making room oldest-first when the quota refuses; false when it could not. */
  const store = async (record: CallRecord): Promise<boolean> => {
    const handle = await db();
    if (!handle) return false;
    const bytes = recordBytes(record);
    for (let attempt = 0; attempt < 6; attempt++) {
      try {
        await put(handle, record);
        const over = (await usedBytes(handle)) - budget;
        if (over > 0) await evictOldest(handle, over);
        return true;
      } catch (error) {
        if (!isQuotaError(error)) {
          notes.add(failedNote("kept"));
          return false;
        }
        // Free at least this record's size, more on each retry.
        const freed = await evictOldest(handle, Math.max(bytes, 1) * 2 ** attempt).catch(() => 0);
        if (freed === 0) break;
      }
    }
    notes.add(NOTE_FULL);
    return false;
  };

  const save = async (record: CallRecord) => {
    if (await store(record)) memory.delete(record.id);
    else memory.set(record.id, record);
  };

  const getCall = async (id: string): Promise<CallRecord | null> => {
    const kept = memory.get(id);
    if (kept) return kept;
    try {
      const handle = await db();
      if (!handle) return null;
      const raw = await handle.get("calls", id);
      if (raw === undefined) return null;
      const record = readCallRecord(raw);
      if (!record) notes.add(skippedNote(1));
      return record;
    } catch {
      notes.add(failedNote("read"));
      return null;
    }
  };

  return {
    notes,
    subscribeCalls: changes.subscribe,
    async recordCall(record) {
      await save(record);
      changed();
    },
    async updateCall(id, patch) {
      const old = await getCall(id);
      if (!old) return null;
      const next = readCallRecord({ ...old, ...patch, id });
      if (!next) return old;
      await save(next);
      changed();
      return next;
    },
    async listCalls(profileId, range = {}) {
      const from = range.from ?? -Infinity;
      const to = range.to ?? Infinity;
      const found = new Map<string, CallRecord>();
      let skipped = 0;
      try {
        const handle = await db();
        if (handle && keyRange) {
          const keys = keyRange.bound([profileId, from], [profileId, to]);
          for (const raw of await handle.getAllFromIndex("calls", "by-profile-at", keys)) {
            const record = readCallRecord(raw);
            if (record && record.profileId === profileId) found.set(record.id, record);
            else skipped++;
          }
        }
      } catch {
        notes.add(failedNote("read"));
      }
      if (skipped > 0) notes.add(skippedNote(skipped));
      for (const record of memory.values()) {
        if (record.profileId === profileId && record.at >= from && record.at <= to)
          found.set(record.id, record);
      }
      return [...found.values()].sort((a, b) => b.at - a.at);
    },
    getCall,
    async pinCall(id, pinned) {
      const old = await getCall(id);
      if (!old || old.pinned === pinned) return;
      await save({ ...old, pinned });
      changed();
    },
    async deleteCall(id) {
      memory.delete(id);
      try {
        const handle = await db();
        if (handle) {
          const tx = handle.transaction(["calls", "sizes"], "readwrite");
          tx.done.catch(() => undefined);
          await Promise.all([
            tx.objectStore("calls").delete(id),
            tx.objectStore("sizes").delete(id),
            tx.done,
          ]);
        }
      } catch {
        notes.add(failedNote("deleted"));
      }
      changed();
    },
    async clearCalls() {
      memory.clear();
      try {
        const handle = await db();
        if (handle) {
          const tx = handle.transaction(["calls", "sizes"], "readwrite");
          tx.done.catch(() => undefined);
          await Promise.all([tx.objectStore("calls").clear(), tx.objectStore("sizes").clear(), tx.done]);
        }
      } catch {
        notes.add(failedNote("cleared"));
      }
      changed();
    },
    async callStorageUsage() {
      let bytes = 0;
      let count = 0;
      try {
        const handle = await db();
        const rows = handle ? await handle.getAll("sizes") : [];
        for (const row of rows) bytes += row.bytes;
        count = rows.length;
      } catch {
        notes.add(failedNote("measured"));
      }
      for (const record of memory.values()) {
        bytes += recordBytes(record);
        count++;
      }
      return { bytes, count };
    },
  };
}
