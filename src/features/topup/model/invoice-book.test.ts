import { beforeEach, expect, test } from "vitest";
import { bookEntryFor, hasReceived, invoiceBook, isHidden, stateOf } from "./invoice-book";
import { storedText } from "../../../lib/storage-test-kit";
import { topUpInvoice } from "./pending-payment-test-kit";

const invoice = topUpInvoice();
const URL_A = "https://a.test/billing/v1";

beforeEach(() => storedText.clear("local"));

test("an invoice is kept per connection profile without any key, and its state follows its outcomes", () => {
  invoiceBook.add("local", bookEntryFor(invoice, URL_A, { chainId: 31337, token: null }, 5));
  const stored = storedText.read("local", "dash.topup.invoices.local.v1") ?? "";
  expect(JSON.parse(stored)).toMatchObject([{ id: "inv_1", amount: "10000000000000000", credits: "1000" }]);
  expect(stored).not.toMatch(/apiKey|dk_/);
  expect(invoiceBook.list("production")).toEqual([]);

  const [entry] = invoiceBook.list("local");
  if (!entry) throw new Error("not stored");
  expect(stateOf(entry, false)).toBe("open");
  expect(stateOf(entry, true)).toBe("checking");
  invoiceBook.recordOutcome("local", "inv_1", { hash: "0xaa", at: 6, code: "PAYMENT_ALREADY_USED" });
  expect(stateOf(invoiceBook.list("local")[0] ?? entry, false)).toBe("problem");
  invoiceBook.markPaid("local", "inv_1", "0xbb", 7);
  expect(stateOf(invoiceBook.list("local")[0] ?? entry, false)).toBe("paid");
  invoiceBook.remove("local", "inv_1");
  expect(invoiceBook.list("local")).toEqual([]);
});

test("a damaged stored entry is dropped alone", () => {
  invoiceBook.add("local", bookEntryFor(invoice, URL_A, { chainId: 31337, token: null }, 5));
  const good = JSON.parse(storedText.read("local", "dash.topup.invoices.local.v1") ?? "[]") as unknown[];
  storedText.write("local", "dash.topup.invoices.local.v1", JSON.stringify([{ id: 3 }, ...good]));
  expect(invoiceBook.list("local").map((e) => e.id)).toEqual(["inv_1"]);
});

test("remove is a mark: the entry stays (watched), and money received shows it again", () => {
  invoiceBook.add("local", bookEntryFor(invoice, URL_A, { chainId: 31337, token: null }, 5));
  invoiceBook.hide("local", "inv_1", 9);
  const [hidden] = invoiceBook.list("local");
  if (!hidden) throw new Error("a removed invoice must stay in the book");
  expect(isHidden(hidden)).toBe(true);
  invoiceBook.recordOutcome("local", "inv_1", {
    hash: "0xaa",
    at: 10,
    code: "PAYMENT_NOT_COMPLETED",
    check: "amount",
    expected: "10000000000000000",
    found: "4000000000000000",
  });
  const [partly] = invoiceBook.list("local");
  if (!partly) throw new Error("not stored");
  expect(stateOf(partly, false)).toBe("partly");
  expect(isHidden(partly)).toBe(false);
  expect(hasReceived(partly)).toBe(true);
  // Once something arrived it can no longer be hidden.
  invoiceBook.show("local", "inv_1");
  invoiceBook.hide("local", "inv_1", 11);
  expect(invoiceBook.list("local")[0]?.removedAt).toBeNull();
});

test("an invoice known by id takes the service's figures; an overpaid amount learnt later is kept", () => {
  invoiceBook.add("local", {
    ...bookEntryFor(invoice, URL_A, { chainId: 31337, token: null }, 5),
    currencyId: "",
    credits: "0",
    amount: null,
    decimals: null,
    destination: null,
    byId: true,
  });
  invoiceBook.markPaid("local", "inv_1", "0xbb", 7);
  invoiceBook.fill("local", invoice, { chainId: 31337, token: null });
  invoiceBook.markPaid("local", "inv_1", "0xcc", 8, 250n);
  expect(invoiceBook.list("local")[0]).toMatchObject({
    byId: false,
    credits: "1000",
    amount: "10000000000000000",
    destination: invoice.destinationAddress,
    paid: { hash: "0xbb", at: 7, overpaid: "250" },
  });
});
