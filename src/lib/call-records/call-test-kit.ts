import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import type { CallRecord } from "./call-record";
import { createCallStore, type CallStoreOptions } from "./call-store";

/** A store on a fresh fake IndexedDB of its own (or none), without cross-tab messages. */
export function freshCallStore(options: Partial<CallStoreOptions> & { factory?: IDBFactory } = {}) {
  const factory = options.factory ?? new IDBFactory();
  return createCallStore({
    indexedDB: () => ({ factory, keyRange: IDBKeyRange }),
    channel: null,
    ...options,
  });
}

let next = 0;
export function aCall(overrides: Partial<CallRecord> = {}): CallRecord {
  next++;
  return {
    id: `call-${next}`,
    at: 1_700_000_000_000 + next,
    profileId: "local",
    device: "device-1",
    kind: "tool",
    vertical: "crypto",
    subject: "get_price",
    input: { symbol: "BTC" },
    credits: 3n,
    creditsSource: "usage",
    latencyMs: 120,
    outcome: "ok",
    error: null,
    output: { price: "1" },
    ref: `exec-${next}`,
    pinned: false,
    ...overrides,
  };
}
