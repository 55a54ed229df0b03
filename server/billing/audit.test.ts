import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccount } from "../auth/accounts.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { recordExecution } from "../tools/execution-store.ts";
import { auditLedger } from "./audit.ts";
import { credit, reverseCredit } from "./ledger.ts";
import { claimHash, insertInvoice, markCompleted } from "./topup-store.ts";
import { expectStatus } from "../../common/expect-status.ts";

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, key = t.key) =>
  t.app.request(path, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

/** What topup-complete.ts writes for a verified payment, without a chain behind it. */
async function paidInvoice(accountId: string, id: string, credits: bigint, hash: `0x${string}`) {
  await insertInvoice(t.db, {
    id,
    account_id: accountId,
    currency_id: "eth",
    chain_id: 31337,
    credits: credits.toString(),
    amount: "1",
    decimals: 18,
    destination_address: "0x0000000000000000000000000000000000000001",
    address_index: null,
    created_block: "1",
    requested_at: 1,
  });
  await t.db.transaction(async (tx) => {
    await claimHash(tx, 31337, hash, id, null);
    await credit(tx, accountId, credits, `topup:${id}`);
    await markCompleted(tx, id, hash, 2);
  });
}

const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, "0")}`;

it("finds nothing wrong after real executions, a search and a paid top-up", async () => {
  const exec = await post("/chat/v1/tools/execute", {
    tool_name: "secfilings_getCompanyProfile",
    input: { ticker: "NORS" },
  });
  await expectStatus(exec, 200);
  const failed = await post("/chat/v1/tools/execute", {
    tool_name: "secfilings_getCompanyProfile",
    input: { ticker: "ZZZZ" },
  });
  await expectStatus(failed, 422);
  const search = await post("/chat/v1/search", {
    query: "price of BTC and ETH in EUR",
    vertical_id: "crypto",
  });
  await expectStatus(search, 200);
  await paidInvoice(t.accountId, "inv_clean", 25n, hashOf(1));

  expect(await auditLedger(t.db)).toEqual([]);
});

it("reports each planted discrepancy by kind, account and subject", async () => {
  const zero = { subscription: 0n, topUp: 0n };
  const { accountId } = await createAccount(t.db, {
    name: "victim",
    balance: { subscription: 100n, topUp: 0n },
  });
  const { accountId: clean } = await createAccount(t.db, { name: "bystander", balance: zero });
  await paidInvoice(clean, "inv_ok", 7n, hashOf(2));

  // A balance edited behind the ledger's back.
  await t.db.query("UPDATE accounts SET top_up_balance = top_up_balance + 3 WHERE id = $1", [accountId]);
  // A charge whose execution was never recorded (the ledger moves, the balance agrees).
  await t.db.query(`UPDATE accounts SET subscription_balance = subscription_balance - 10 WHERE id = $1;`, [
    accountId,
  ]);
  await t.db.query(
    `INSERT INTO ledger_entries (account_id, kind, subscription_delta, top_up_delta, reference, movement, balance_after)
     VALUES ($1, 'charge', -10, 0, 'tool_execution:texec_ghost', 'tool', 0)`,
    [accountId],
  );
  // A succeeded execution that was never charged.
  await recordExecution(t.db, {
    id: "texec_free",
    accountId,
    toolName: "secfilings_getCompanyProfile",
    input: { ticker: "NORS" },
    price: 5n,
    charged: 5n,
    status: "succeeded",
    error: null,
    durationMs: 1,
    createdAt: 1,
  });
  // Credits out of thin air, and a completed invoice whose credit is missing.
  await credit(t.db, accountId, 50n, "topup:inv_nothing");
  await paidInvoice(accountId, "inv_lost", 9n, hashOf(3));
  await t.db.query("DELETE FROM ledger_entries WHERE reference = 'topup:inv_lost'");
  await t.db.query("UPDATE accounts SET top_up_balance = top_up_balance - 9 WHERE id = $1", [accountId]);

  const found = await auditLedger(t.db);
  const brief = found.map((d) => [d.kind, d.accountId, d.subject]);
  expect(brief).toEqual(
    expect.arrayContaining([
      ["balance_mismatch", accountId, null],
      ["charge_without_execution", accountId, "tool_execution:texec_ghost"],
      ["execution_without_charge", accountId, "texec_free"],
      ["credit_without_payment", accountId, "topup:inv_nothing"],
      ["payment_without_credit", accountId, "inv_lost"],
    ]),
  );
  expect(found).toHaveLength(5);
  expect(found.find((d) => d.kind === "balance_mismatch")?.detail).toBe(
    "balance 90/53 but ledger sums to 90/50",
  );
});

it("accepts a reversed credit and reports a reversal that takes back nothing it credited", async () => {
  const zero = { subscription: 0n, topUp: 0n };
  const { accountId } = await createAccount(t.db, { name: "reversed", balance: zero });
  await paidInvoice(accountId, "inv_reversed", 12n, hashOf(4));
  await t.db.transaction(async (tx) => {
    await tx.query(
      "UPDATE topup_payments SET reversed_at = now(), reversal_cause = 'gone' WHERE invoice_id = $1",
      ["inv_reversed"],
    );
    await reverseCredit(tx, accountId, 12n, "topup:inv_reversed", "gone");
    await tx.query("UPDATE topup_invoices SET status = 'requested', transaction_hash = NULL WHERE id = $1", [
      "inv_reversed",
    ]);
  });
  const mine = async () => (await auditLedger(t.db)).filter((d) => d.accountId === accountId);
  expect(await mine()).toEqual([]);

  await reverseCredit(t.db, accountId, 12n, "topup:inv_reversed", "twice");
  expect((await mine()).map((d) => [d.kind, d.subject])).toEqual([["reversal_mismatch", "inv_reversed"]]);
});
