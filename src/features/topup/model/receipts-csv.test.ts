import { expect, test } from "vitest";
import type { BookEntry } from "./invoice-book";
import { receiptsCsv } from "./receipts-csv";

const base: BookEntry = {
  id: "inv_a",
  billingBaseUrl: "https://svc.test/billing/v1",
  currencyId: "usdc",
  credits: "1000",
  amount: "1234567",
  decimals: 6,
  destination: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  chainId: 31337,
  token: null,
  createdAt: 0,
  outcomes: [],
  paid: null,
  byId: false,
  removedAt: null,
  excessSeen: false,
};

test("one row per paid invoice, oldest first, exact amounts in human and smallest units", () => {
  const entries: BookEntry[] = [
    { ...base, id: "inv_open" },
    {
      ...base,
      id: "inv_late",
      amount: "1000000000",
      paid: { hash: "0xbb", at: Date.UTC(2026, 0, 2), overpaid: "250", hashes: ["0xcc", "0xbb"] },
    },
    { ...base, id: "inv_early", paid: { hash: "0xaa", at: Date.UTC(2026, 0, 1) } },
  ];
  const lines = receiptsCsv(entries, (id) => id.toUpperCase())
    .trim()
    .split("\r\n");
  expect(lines).toEqual([
    "date,invoice,credits,amount,amount_smallest_units,currency,chain_id,transaction_hash,overpaid_smallest_units,all_transaction_hashes",
    "2026-01-01T00:00:00.000Z,inv_early,1000,1.234567,1234567,USDC,31337,0xaa,0,0xaa",
    "2026-01-02T00:00:00.000Z,inv_late,1000,1000,1000000000,USDC,31337,0xbb,250,0xcc 0xbb",
  ]);
});

test("a cell a spreadsheet would run as a formula is defused and quoted when needed", () => {
  const entries: BookEntry[] = [{ ...base, id: "=HYPERLINK(1,2)", paid: { hash: "0xaa", at: 0 } }];
  expect(receiptsCsv(entries, () => "USDC")).toContain(`"'=HYPERLINK(1,2)"`);
});
