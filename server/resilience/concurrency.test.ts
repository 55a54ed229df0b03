import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccount } from "../auth/accounts.ts";
import { auditLedger } from "../billing/audit.ts";
import { getBalance, totalOf } from "../billing/ledger.ts";
import { newPaymentKey, paymentPublicKey } from "../billing/payment-addresses.ts";
import { startTestChain, type TestChain } from "../billing/verify-test-fixtures.ts";
import { billingAs } from "../testing/wire-client.ts";
import { findTool } from "../tools/catalog.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { ledgerTotal, lowestRunningBalance } from "./ledger-checks.ts";

const paymentKey = paymentPublicKey(newPaymentKey());
const TOOL = "secfilings_getCompanyProfile";
const PRICE = BigInt(findTool(TOOL)?.price ?? 0);

let chain: TestChain;
let t: TestApp;
beforeAll(async () => {
  chain = await startTestChain();
  t = await makeTestApp({ chain: chain.chain, config: { paymentKey } });
});
afterAll(async () => {
  await t.close();
  await chain.stop();
});

const execute = async (key: string): Promise<Response> =>
  await t.app.request("/chat/v1/tools/execute", {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify({ tool_name: TOOL, input: { ticker: "NORS" } }),
  });

async function errorCode(res: Response): Promise<string | null> {
  if (res.status === 200) return null;
  return ((await res.json()) as { error: { code: string } }).error.code;
}

it("100 parallel executions with credits for exactly 10: 10 succeed, the rest are refused, never overdrawn", async () => {
  expect(PRICE).toBeGreaterThan(0n);
  // Split across both parts so some charges straddle subscription and top-up.
  const balance = { subscription: 3n * PRICE + 1n, topUp: 7n * PRICE - 1n };
  const { accountId, apiKey } = await createAccount(t.db, { name: "racer", balance });

  const responses = await Promise.all(Array.from({ length: 100 }, () => execute(apiKey)));
  const codes = await Promise.all(responses.map(errorCode));

  expect(codes.filter((c) => c === null)).toHaveLength(10);
  expect(codes.filter((c) => c === "INSUFFICIENT_CREDITS")).toHaveLength(90);
  expect(totalOf(await getBalance(t.db, accountId))).toBe(0n);
  expect(await ledgerTotal(t.db, accountId, "charge")).toBe(-10n * PRICE);
  const lowest = await lowestRunningBalance(t.db, accountId);
  expect(lowest.subscription).toBeGreaterThanOrEqual(0n);
  expect(lowest.topUp).toBeGreaterThanOrEqual(0n);
  const { rows } = await t.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM tool_executions WHERE account_id = $1 AND status = 'succeeded'",
    [accountId],
  );
  expect(rows[0]?.n).toBe(10);
  expect(await auditLedger(t.db)).toEqual([]);
});

it("a top-up completed 50 times while 100 executions spend: credited once, every credit spendable once", async () => {
  const { accountId, apiKey } = await createAccount(t.db, {
    name: "spender",
    balance: { subscription: 5n * PRICE, topUp: 0n },
  });
  const billing = billingAs(t.app, apiKey);
  const invoice = await billing.createInvoice("eth", Number(5n * PRICE));
  const hash = await chain.sendEth(invoice.destination_address, BigInt(invoice.amount));

  const calls = [
    ...Array.from({ length: 50 }, () => billing.complete(invoice.id, hash)),
    ...Array.from({ length: 100 }, () => execute(apiKey)),
  ];
  const responses = await Promise.all(calls);
  const completions = responses.slice(0, 50);
  const executions = await Promise.all(responses.slice(50).map(errorCode));

  expect(completions.map((r) => r.status)).toEqual(Array<number>(50).fill(200));
  expect(await ledgerTotal(t.db, accountId, "top_up")).toBe(5n * PRICE);
  const succeeded = executions.filter((c) => c === null).length;
  expect(executions.every((c) => c === null || c === "INSUFFICIENT_CREDITS")).toBe(true);
  // At least the opening credits were spendable; never more than opening + one credit.
  expect(succeeded).toBeGreaterThanOrEqual(5);
  expect(succeeded).toBeLessThanOrEqual(10);
  expect(totalOf(await getBalance(t.db, accountId))).toBe(10n * PRICE - BigInt(succeeded) * PRICE);
  const lowest = await lowestRunningBalance(t.db, accountId);
  expect(lowest.subscription >= 0n && lowest.topUp >= 0n).toBe(true);
  expect(await auditLedger(t.db)).toEqual([]);
});
