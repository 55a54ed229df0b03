import { beforeEach, expect, test } from "vitest";
import { pendingPayment } from "./pending-payment-fixture";
import { pendingStore, type PendingPayment } from "./pending-store";

const base = pendingPayment();

beforeEach(() => pendingStore.resetCache());

test("a saved payment is in localStorage under dash.topup.pending.v1, one per invoice", () => {
  pendingStore.save(base);
  pendingStore.save({ ...base, hash: `0x${"2".repeat(64)}` });
  const stored = JSON.parse(localStorage.getItem("dash.topup.pending.v1") ?? "null") as PendingPayment[];
  expect(stored).toHaveLength(1);
  expect(stored[0]?.hash).toBe(`0x${"2".repeat(64)}`);
  pendingStore.remove("inv_1");
  expect(pendingStore.list()).toEqual([]);
});

test("a damaged entry is dropped alone", () => {
  localStorage.setItem("dash.topup.pending.v1", JSON.stringify([{ nonsense: true }, base]));
  pendingStore.resetCache();
  expect(pendingStore.list()).toEqual([base]);
});
