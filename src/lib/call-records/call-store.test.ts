import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NOTE_FULL, NOTE_UNAVAILABLE, skippedNote } from "./call-notes";
import { recordBytes } from "./call-record";
import { aCall, freshCallStore } from "./call-test-kit";

afterEach(() => vi.restoreAllMocks());

describe("call store", () => {
  it("keeps records with their full output and lists a profile's newest first within a range", async () => {
    const store = freshCallStore();
    const old = aCall({ at: 1000, output: { rows: [1, 2, 3] }, credits: 12345678901234567890n });
    const recent = aCall({ at: 3000 });
    await store.recordCall(old);
    await store.recordCall(recent);
    await store.recordCall(aCall({ at: 2000, profileId: "other" }));

    expect((await store.listCalls("local")).map((r) => r.id)).toEqual([recent.id, old.id]);
    expect(await store.listCalls("local", { from: 500, to: 1500 })).toEqual([old]);
    expect((await store.getCall(old.id))?.credits).toBe(12345678901234567890n);
    expect(store.notes.list()).toEqual([]);
  });

  it("updates, pins, measures, clears and tells subscribers", async () => {
    const store = freshCallStore();
    const heard = vi.fn();
    store.subscribeCalls(heard);
    const call = aCall({ outcome: "pending", output: null });
    await store.recordCall(call);
    await store.updateCall(call.id, { outcome: "ok", output: { answer: 42 }, latencyMs: 9 });
    await store.pinCall(call.id, true);

    expect(await store.getCall(call.id)).toMatchObject({
      outcome: "ok",
      output: { answer: 42 },
      pinned: true,
    });
    expect(await store.callStorageUsage()).toEqual({
      bytes: recordBytes({ ...call, outcome: "ok", output: { answer: 42 }, latencyMs: 9, pinned: true }),
      count: 1,
    });
    await store.clearCalls();
    expect(await store.callStorageUsage()).toEqual({ bytes: 0, count: 0 });
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it("evicts the oldest unpinned records past the size budget, sparing pinned ones", async () => {
    const one = recordBytes(aCall());
    const store = freshCallStore({ budgetBytes: one * 3 + 10 });
    const pinnedOldest = aCall({ at: 1, pinned: true });
    const second = aCall({ at: 2 });
    const third = aCall({ at: 3 });
    const fourth = aCall({ at: 4 });
    for (const record of [pinnedOldest, second, third, fourth]) await store.recordCall(record);

    const kept = (await store.listCalls("local")).map((r) => r.id);
    expect(kept).toEqual([fourth.id, third.id, pinnedOldest.id]);
  });

  it("without IndexedDB (private mode) keeps records for the session and says so", async () => {
    const store = freshCallStore({ indexedDB: () => undefined });
    const call = aCall();
    await store.recordCall(call);
    expect(await store.listCalls("local")).toEqual([call]);
    expect(await store.getCall(call.id)).toEqual(call);
    expect(store.notes.list()).toEqual([NOTE_UNAVAILABLE]);
  });

  it("when the quota refuses, evicts the oldest unpinned record and writes again", async () => {
    const store = freshCallStore();
    const pinned = aCall({ at: 1, pinned: true });
    const oldest = aCall({ at: 2 });
    const newer = aCall({ at: 3 });
    for (const record of [pinned, oldest, newer]) await store.recordCall(record);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the store's own `this` below
    const realPut = IDBObjectStore.prototype.put;
    let refusals = 1;
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore["put"]>
    ) {
      if (this.name === "calls" && refusals-- > 0) throw new DOMException("over quota", "QuotaExceededError");
      return realPut.apply(this, args);
    });
    const latest = aCall({ at: 4 });
    await store.recordCall(latest);

    expect((await store.listCalls("local")).map((r) => r.id)).toEqual([latest.id, newer.id, pinned.id]);
    expect(store.notes.list()).toEqual([]);
  });

  it("when the quota refuses and only pinned records are left, keeps the new one for the session with a note", async () => {
    const store = freshCallStore();
    const pinned = aCall({ at: 1, pinned: true });
    await store.recordCall(pinned);
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the store's own `this` below
    const realPut = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore["put"]>
    ) {
      if (this.name === "calls") throw new DOMException("over quota", "QuotaExceededError");
      return realPut.apply(this, args);
    });
    const latest = aCall({ at: 2 });
    await expect(store.recordCall(latest)).resolves.toBeUndefined();

    expect((await store.listCalls("local")).map((r) => r.id)).toEqual([latest.id, pinned.id]);
    expect(store.notes.list()).toEqual([NOTE_FULL]);
  });

  it("skips a corrupt or foreign stored record with a note and shows the rest", async () => {
    const factory = new IDBFactory();
    const store = freshCallStore({ factory });
    const good = aCall();
    await store.recordCall(good);
    // Another writer on the origin: a record of the wrong shape under the same profile.
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open("dash-call-records", 1);
      request.onsuccess = () => resolve(request.result);
    });
    await new Promise<void>((resolve) => {
      const tx = db.transaction("calls", "readwrite");
      tx.objectStore("calls").put({ id: "foreign", profileId: "local", at: 5, credits: "lots" });
      tx.oncomplete = () => resolve();
    });

    expect(await store.listCalls("local")).toEqual([good]);
    expect(await store.getCall("foreign")).toBeNull();
    expect(store.notes.list()).toEqual([skippedNote(1)]);
  });
});
