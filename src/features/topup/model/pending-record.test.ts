import { beforeEach, expect, test } from "vitest";
import { storedText } from "../../../lib/storage-test-kit";
import { handOverDetected } from "./hand-over";
import { invoiceBook, type BookEntry } from "./invoice-book";
import { checkPastedHash } from "./paste-hash";
import { bookEntryOf, FIXTURE_HASH, pendingPayment } from "./pending-payment-test-kit";
import { pendingRecordOf } from "./pending-record";
import { pendingStore } from "./pending-store";
import type { TopUpCurrency } from "./top-up-setup";

const ADDRESS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const entry: BookEntry = bookEntryOf(pendingPayment());
const byId: BookEntry = {
  ...entry,
  credits: "0",
  amount: null,
  decimals: null,
  destination: null,
  byId: true,
};
const eth: TopUpCurrency = {
  id: "eth",
  symbol: "ETH",
  decimals: 18,
  chainId: 31337,
  token: null,
  creditsPerUnit: null,
};
const sent = { destination: ADDRESS, value: "10000000000000000" };

beforeEach(() => storedText.clear("local"));

test("a pasted hash for a quoted invoice keeps the quote and claims nothing about the transaction", () => {
  const record = pendingRecordOf(entry, { hash: FIXTURE_HASH, time: 5 });
  expect(record.invoice).toEqual({
    id: "inv_1",
    credits: "1000",
    amount: "10000000000000000",
    currencyId: "eth",
    decimals: 18,
    destination: ADDRESS,
    amountKnown: true,
  });
  expect(record).toMatchObject({
    hash: FIXTURE_HASH,
    time: 5,
    from: null,
    nonce: null,
    to: null,
    value: "0",
  });
  expect(record.detected).toBeUndefined();
});

test("a pasted hash for an invoice completed by id says its amount is unknown", () => {
  const record = pendingRecordOf(byId, { hash: FIXTURE_HASH, time: 5, currencyDecimals: 18 });
  expect(record.invoice.amountKnown).toBe(false);
  expect(record.to).toBeNull();
});

test("a detected transfer knows where it went and what it moved", () => {
  const record = pendingRecordOf(entry, { hash: FIXTURE_HASH, time: 5, detected: sent });
  expect(record).toMatchObject({ to: ADDRESS, value: sent.value, detected: true });
  expect(record.invoice.amountKnown).toBe(true);
  // A token transfer is a call to the token's contract.
  const token = pendingRecordOf({ ...entry, token: TOKEN }, { hash: FIXTURE_HASH, time: 5, detected: sent });
  expect(token.to).toBe(TOKEN);
});

test("missing decimals come from the currency, and with none known the amount is not claimed", () => {
  const noDecimals = { ...entry, decimals: null };
  expect(
    pendingRecordOf(noDecimals, { hash: FIXTURE_HASH, time: 5, currencyDecimals: 6 }).invoice,
  ).toMatchObject({ decimals: 6, amountKnown: true });
  expect(pendingRecordOf(noDecimals, { hash: FIXTURE_HASH, time: 5 }).invoice.amountKnown).toBe(false);
  // The address the transfer reached stands in for one the book did not keep.
  const noAddress = { ...entry, destination: null };
  expect(pendingRecordOf(noAddress, { hash: FIXTURE_HASH, time: 5, detected: sent }).invoice).toMatchObject({
    destination: ADDRESS,
    amountKnown: true,
  });
  expect(pendingRecordOf(noAddress, { hash: FIXTURE_HASH, time: 5 }).invoice.amountKnown).toBe(false);
});

test("the paste and the watcher's hand-over both store the builder's record", () => {
  invoiceBook.add("p1", entry);
  checkPastedHash(entry, FIXTURE_HASH, 7);
  expect(pendingStore.find("inv_1")).toEqual(pendingRecordOf(entry, { hash: FIXTURE_HASH, time: 7 }));

  pendingStore.remove("inv_1");
  const hash = `0x${"b".repeat(64)}`;
  handOverDetected("p1", [eth], { invoiceId: "inv_1", hash, ...sent }, 8);
  expect(pendingStore.find("inv_1")).toEqual(
    pendingRecordOf(entry, { hash, time: 8, detected: sent, currencyDecimals: 18 }),
  );
});

test("the watcher never hands over twice, nor a paid or unknown invoice", () => {
  invoiceBook.add("p1", entry);
  checkPastedHash(entry, FIXTURE_HASH, 7);
  handOverDetected("p1", [eth], { invoiceId: "inv_1", hash: `0x${"b".repeat(64)}`, ...sent }, 8);
  expect(pendingStore.find("inv_1")?.hash).toBe(FIXTURE_HASH);

  invoiceBook.add("p1", { ...entry, id: "inv_2", paid: { hash: FIXTURE_HASH, at: 1 } });
  handOverDetected("p1", [eth], { invoiceId: "inv_2", hash: FIXTURE_HASH, ...sent }, 8);
  handOverDetected("p1", [eth], { invoiceId: "inv_3", hash: FIXTURE_HASH, ...sent }, 8);
  expect(pendingStore.list().map((p) => p.invoice.id)).toEqual(["inv_1"]);
});
