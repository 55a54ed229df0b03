import * as v from "valibot";
import { beforeEach, expect, test } from "vitest";
import { topUpInvoiceSchema } from "../api/top-up-invoice";
import { pendingPayment } from "./pending-payment-test-kit";
import { pendingInvoiceOf, pendingStore, type PendingPayment } from "./pending-store";
import { storedText } from "../../../lib/storage-test-kit";

const base = pendingPayment();

beforeEach(() => pendingStore.resetCache());

test("a saved payment is in local storage under dash.topup.pending.v1, one per invoice", () => {
  pendingStore.save(base);
  pendingStore.save({ ...base, hash: `0x${"2".repeat(64)}` });
  const stored = JSON.parse(storedText.read("local", "dash.topup.pending.v1") ?? "null") as PendingPayment[];
  expect(stored).toHaveLength(1);
  expect(stored[0]?.hash).toBe(`0x${"2".repeat(64)}`);
  pendingStore.remove("inv_1");
  expect(pendingStore.list()).toEqual([]);
});

test("a damaged entry is dropped alone", () => {
  storedText.write("local", "dash.topup.pending.v1", JSON.stringify([{ nonsense: true }, base]));
  pendingStore.resetCache();
  expect(pendingStore.list()).toEqual([base]);
});

test("an invoice is kept with its exact quote in smallest units, however large, and survives a reload", () => {
  const wei = 2n ** 70n + 1n;
  // As the service sends it: credits beyond 2^53 as digits, the amount always as digits.
  const wire = {
    id: "inv_big",
    account_id: "acc_1",
    requested_at: "2026-11-26T06:00:00Z",
    status: "requested",
    credits: "9007199254740993",
    amount: wei.toString(),
    currency_id: "eth",
    decimals: 18,
    destination_address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  };
  const invoice = pendingInvoiceOf(v.parse(topUpInvoiceSchema, wire));
  expect(invoice).toMatchObject({ credits: "9007199254740993", amount: wei.toString(), amountKnown: true });
  pendingStore.save({ ...base, invoice });
  pendingStore.resetCache();
  expect(pendingStore.list()[0]?.invoice).toEqual(invoice);
});
