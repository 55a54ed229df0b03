import { beforeEach, expect, test } from "vitest";
import { bookEntryFor, invoiceBook, stateOf } from "./invoice-book";
import { rawStorage } from "../../../lib/stored-value";

const invoice = {
  id: "inv_1",
  accountId: "acc",
  requestedAt: 1,
  purchasedAt: null,
  status: "requested",
  credits: 1000n,
  amount: 10n ** 16n,
  currencyId: "eth",
  decimals: 18,
  destinationAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
};
const URL_A = "https://a.test/billing/v1";

beforeEach(() => rawStorage.clear("local"));

test("an invoice is kept per connection profile without any key, and its state follows its outcomes", () => {
  invoiceBook.add("local", bookEntryFor(invoice, URL_A, { chainId: 31337, token: null }, 5));
  const stored = rawStorage.read("local", "dash.topup.invoices.local.v1") ?? "";
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
  const good = JSON.parse(rawStorage.read("local", "dash.topup.invoices.local.v1") ?? "[]") as unknown[];
  rawStorage.write("local", "dash.topup.invoices.local.v1", JSON.stringify([{ id: 3 }, ...good]));
  expect(invoiceBook.list("local").map((e) => e.id)).toEqual(["inv_1"]);
});
