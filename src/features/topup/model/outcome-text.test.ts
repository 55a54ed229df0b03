import { expect, test } from "vitest";
import { ApiError } from "../../../lib/http";
import type { BookEntry } from "./invoice-book";
import { explainBillingError } from "./billing-errors";
import { explainOutcome, outcomeOf } from "./outcome-text";

const entry: BookEntry = {
  id: "inv_1",
  billingBaseUrl: "https://svc.test/billing/v1",
  currencyId: "eth",
  credits: "1000",
  amount: "10000000000000000",
  decimals: 18,
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
const context = { entry, symbol: "ETH", chainName: "Anvil" };
const HASH = `0x${"ab".repeat(32)}`;

const notCompleted = (check: string, expected: string, found: string) =>
  new ApiError({
    kind: "http",
    status: 409,
    code: "PAYMENT_NOT_COMPLETED",
    message: "no",
    details: { check, expected, found },
  });

function explain(error: ApiError) {
  const outcome = outcomeOf(error, HASH, 1);
  if (!outcome) throw new Error("not kept");
  return explainOutcome(outcome, context);
}

test("a wrong amount is said in ETH next to wei, with nothing credited and one next step", () => {
  const text = explain(notCompleted("amount", "10000000000000000", "20000000000000000"));
  expect(text.detail).toBe(
    "You sent 0.02 ETH (20000000000000000 wei); this invoice needs exactly 0.01 ETH (10000000000000000 wei). Nothing was credited.",
  );
  expect(text.next).toMatch(/^Pay exactly 0\.01 ETH \(10000000000000000 wei\) as a new transfer/);
});

test("an unknown hash names the chain; a reused hash says it paid another invoice", () => {
  expect(explain(notCompleted("mined", "mined", "unknown transaction")).title).toBe("Not found on Anvil yet");
  const used = new ApiError({ kind: "http", status: 409, code: "PAYMENT_ALREADY_USED", message: "used" });
  expect(explain(used).title).toBe("This transaction already paid another invoice");
});

test("errors that are not about the hash are not kept as its outcome", () => {
  const refused = new ApiError({ kind: "http", status: 401, code: "UNAUTHORIZED", message: "no" });
  expect(outcomeOf(refused, HASH, 1)).toBeNull();
  expect(outcomeOf(new Error("boom"), HASH, 1)).toBeNull();
});

test("a sender missing from the whitelist is named, with adding it as the next step", () => {
  const sender = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
  const text = explain(notCompleted("from", "an address on the whitelist", sender));
  expect(text.title).toBe("The sender is not on this account's whitelist");
  expect(text.detail).toContain(`${sender} is not one of them. Nothing was credited.`);
  expect(text.next).toBe(
    `Add ${sender} to the sender whitelist, then check this hash again: “Add and check again” does both.`,
  );
});

const USDC = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const currencies = [
  { symbol: "ETH", token: null },
  { symbol: "USDC", token: USDC },
];

test("USDC sent to an ETH invoice is said as such, not as a transfer to the token's address", () => {
  const outcome = outcomeOf(notCompleted("destination", entry.destination ?? "", USDC), HASH, 1);
  if (!outcome) throw new Error("not kept");
  const text = explainOutcome(outcome, { ...context, currencies });
  expect(text.title).toBe("You sent USDC; this invoice is paid in ETH");
  expect(`${text.title} ${text.detail} ${text.next}`).not.toContain("another address");
  expect(text.detail).toBe(
    "The transfer moved USDC, and only ETH is counted for this invoice. Nothing was credited.",
  );
});

test("ETH sent to a USDC invoice is said as such", () => {
  const usdcEntry: BookEntry = { ...entry, currencyId: "usdc", token: USDC, decimals: 6, amount: "40000000" };
  const outcome = outcomeOf(notCompleted("token", `Transfer of ${USDC}`, "native coin"), HASH, 1);
  if (!outcome) throw new Error("not kept");
  const text = explainOutcome(outcome, { entry: usdcEntry, symbol: "USDC", chainName: "Anvil", currencies });
  expect(text.title).toBe("You sent ETH; this invoice is paid in USDC");
});

test("a hash the chain does not know has one wording, in the row and in a direct check", () => {
  const unknown = notCompleted("mined", "mined", "unknown transaction");
  const row = explain(unknown);
  const direct = explainBillingError(unknown);
  expect(row.title).toBe("Not found on Anvil yet");
  expect(direct.title).toBe("Not found on the chain yet");
  expect(row.next).toBe(direct.next);
  expect(row.next).toBe(
    "If you just sent it, wait a few seconds and check again; otherwise check the hash and the network.",
  );
  expect(`${direct.title} ${direct.detail}`).not.toMatch(/does not pay|failed/);
});

test("a hash that already paid one of the caller's invoices names that invoice", () => {
  const used = new ApiError({
    kind: "http",
    status: 409,
    code: "PAYMENT_ALREADY_USED",
    message: "used",
    details: { transaction_hash: HASH, credited_invoice_id: "inv_9" },
  });
  const outcome = outcomeOf(used, HASH, 1);
  expect(outcome).toMatchObject({ code: "PAYMENT_ALREADY_USED", creditedInvoiceId: "inv_9" });
  expect(explain(used).title).toBe("This transaction already paid invoice inv_9");
  expect(explainBillingError(used).title).toBe("This transaction already paid invoice inv_9");
  const foreign = new ApiError({
    kind: "http",
    status: 409,
    code: "PAYMENT_ALREADY_USED",
    message: "used",
    details: { transaction_hash: HASH, credited_invoice_id: null },
  });
  expect(explain(foreign).title).toBe("This transaction already paid another invoice");
});
