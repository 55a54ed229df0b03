import { expect, test } from "vitest";
import type { BookEntry } from "./invoice-book";
import { dismissSettled, emptyWatch, watchPaid } from "./paid-watch";
import { bookEntryOf, FIXTURE_HASH, pendingPayment } from "./pending-payment-test-kit";

const payment = pendingPayment();
const open = bookEntryOf(payment);
const paidBy = (hash: string, entry: BookEntry = open): BookEntry => ({ ...entry, paid: { hash, at: 5 } });
const OTHER = `0x${"c".repeat(64)}`;
// The service writes hashes in lower case; a pasted one may be in upper case.
const UPPER = FIXTURE_HASH.replace(/a/g, "A");

test("a payment followed while pending is settled once the book says paid by its hash, in any case", () => {
  const checking = watchPaid(emptyWatch, { book: [open], pending: [payment], openId: null });
  expect(checking.settled).toEqual([]);
  // The other tab's write can arrive before or after the pending record leaves.
  const paid = watchPaid(checking, {
    book: [paidBy(UPPER)],
    pending: [payment],
    openId: null,
  });
  expect(paid.settled).toEqual([{ invoiceId: "inv_1", credits: 1000n, hash: UPPER, at: 5, overpaid: null }]);
  expect(paid.credited).toBe(1);
  // Caught up: the same object, so a page keeping it in state renders once more and stops.
  expect(watchPaid(paid, { book: [paidBy(FIXTURE_HASH)], pending: [], openId: null })).toBe(paid);
  expect(dismissSettled(paid, "inv_1").settled).toEqual([]);
});

test("the invoice open on the page is settled by whichever hash paid it", () => {
  const watching = watchPaid(emptyWatch, { book: [open], pending: [], openId: "inv_1" });
  const paid = watchPaid(watching, { book: [paidBy(OTHER)], pending: [], openId: "inv_1" });
  expect(paid.settled).toEqual([{ invoiceId: "inv_1", credits: 1000n, hash: OTHER, at: 5, overpaid: null }]);
});

test("paid by another transaction than the one followed: dropped quietly, that hash credited nothing", () => {
  const checking = watchPaid(emptyWatch, { book: [open], pending: [payment], openId: "inv_1" });
  const paid = watchPaid(checking, { book: [paidBy(OTHER)], pending: [], openId: "inv_1" });
  expect(paid.settled).toEqual([]);
  expect(paid.credited).toBe(0);
  expect(paid.followed.size).toBe(0);
});

test("an invoice already paid when first seen is no news; an invoice completed by id has unknown credits", () => {
  const stale = watchPaid(emptyWatch, { book: [paidBy(FIXTURE_HASH)], pending: [payment], openId: "inv_1" });
  expect(stale).toBe(emptyWatch);

  const byIdPayment = pendingPayment({ invoice: { id: "inv_2", credits: "0", amountKnown: false } });
  const byId = bookEntryOf(byIdPayment);
  const checking = watchPaid(emptyWatch, { book: [byId], pending: [byIdPayment], openId: null });
  const paid = watchPaid(checking, { book: [paidBy(FIXTURE_HASH, byId)], pending: [], openId: null });
  expect(paid.settled).toEqual([
    { invoiceId: "inv_2", credits: null, hash: FIXTURE_HASH, at: 5, overpaid: null },
  ]);
});

test("an invoice the service said was overpaid carries the excess in its currency's smallest units", () => {
  const payment = pendingPayment();
  const watching = watchPaid(emptyWatch, { book: [open], pending: [payment], openId: null });
  const over: BookEntry = { ...open, paid: { hash: FIXTURE_HASH, at: 5, overpaid: "100000000000000" } };
  const paid = watchPaid(watching, { book: [over], pending: [], openId: null });
  expect(paid.settled[0]?.overpaid).toEqual({ amount: 100000000000000n, currencyId: "eth", decimals: 18 });
});
