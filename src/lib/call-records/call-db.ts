import { wrap, type DBSchema, type IDBPDatabase } from "idb";

/** Per record, what eviction and the usage line need without reading the (possibly large) output. */
export interface SizeRow {
  id: string;
  at: number;
  bytes: number;
  pinned: boolean;
}

export interface CallDbSchema extends DBSchema {
  // Values are `unknown`: anything on this origin may have written them; they are validated on read.
  calls: { key: string; value: unknown; indexes: { "by-profile-at": [string, number] } };
  sizes: { key: string; value: SizeRow; indexes: { "by-at": number } };
}

export type CallDb = IDBPDatabase<CallDbSchema>;

const VERSION = 1;

/**
 * Opens (creating on first use) the call database through `factory`, injected so tests can give each
 * case a fresh fake-indexeddb and the unavailable case none at all. Rejects when the browser refuses.
 */
export async function openCallDb(factory: IDBFactory | undefined, name: string): Promise<CallDb> {
  if (!factory) throw new Error("IndexedDB is not available");
  const request = factory.open(name, VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains("calls")) {
      db.createObjectStore("calls", { keyPath: "id" }).createIndex("by-profile-at", ["profileId", "at"]);
    }
    if (!db.objectStoreNames.contains("sizes")) {
      db.createObjectStore("sizes", { keyPath: "id" }).createIndex("by-at", "at");
    }
  };
  return (await wrap(request)) as unknown as CallDb;
}

export function isQuotaError(error: unknown): boolean {
  // DOMException is not an Error subclass everywhere: read the name.
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "QuotaExceededError" || (typeof message === "string" && /quota/i.test(message));
}
