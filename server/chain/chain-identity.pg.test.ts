import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAccount } from "../auth/accounts.ts";
import { openDb, type Db } from "../db/db.ts";
import { startService } from "../resilience/crash-harness.ts";
import { startStack, type Stack } from "../stack.ts";
import { payOnChain, sandboxBilling } from "../testing/sandbox-billing.ts";
import { createTestDatabase, testPostgresUrl } from "../testing/test-db.ts";
import { startAnvil, type Anvil } from "./anvil.ts";
import { expectStatus } from "../../common/expect-status.ts";

/** Everything reconciliation could change, as the database holds it. */
async function ledgerState(db: Db) {
  const read = async (sql: string) => (await db.query(sql)).rows;
  return {
    entries: await read(
      "SELECT id, account_id, kind, top_up_delta::text, note FROM ledger_entries ORDER BY id",
    ),
    invoices: await read("SELECT id, status, transaction_hash FROM topup_invoices ORDER BY id"),
    payments: await read("SELECT * FROM topup_payments ORDER BY transaction_hash"),
    balances: await read("SELECT id, top_up_balance::text FROM accounts ORDER BY id"),
    chain: await read("SELECT chain_instance, ledger_instance FROM service_chain"),
  };
}

describe("the right chain or no start", () => {
  let dir = "";
  let owner: Stack | undefined;
  let stranger: Anvil | undefined;
  let db: Db | undefined;
  let dbUrl = "";
  afterAll(async () => {
    await owner?.stop();
    await stranger?.stop();
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("an instance on a fresh chain with the same id exits non-zero naming CHAIN_RPC_URL, ledger unchanged", async () => {
    const base = testPostgresUrl();
    if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
    const databaseUrl = await createTestDatabase(base);
    dbUrl = databaseUrl;
    dir = mkdtempSync(join(tmpdir(), "chain-identity-"));
    owner = await startStack({
      port: 0,
      chainPort: 0,
      dataDir: join(dir, "a"),
      testMode: false,
      databaseUrl,
    });
    db = await openDb({ url: databaseUrl });
    const { apiKey } = await createAccount(db, { name: "payer", balance: { subscription: 0n, topUp: 0n } });
    const payer = sandboxBilling(apiKey);
    const invoice = await payer.quote(owner.url, 900);
    const hash = await payOnChain(owner.chainUrl, invoice.destination_address, BigInt(invoice.amount));
    await expectStatus(await payer.complete(owner.url, invoice.id, hash), 200);
    const before = await ledgerState(db);

    // Another anvil, same chain id, with nothing of the sandbox on it.
    stranger = await startAnvil({ port: 0, chainId: 31337 });
    const started = startService(join(dir, "b"), {
      env: { DATABASE_URL: databaseUrl, CHAIN_RPC_URL: stranger.url, CHAIN_ID: "31337" },
    });
    const refusal = await started.then(
      () => "started",
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/service exited \(1\)/);
    expect(refusal).toMatch(
      /CHAIN_RPC_URL: http:\/\/127\.0\.0\.1:\d+ is not the chain this database belongs to/,
    );
    expect(await ledgerState(db)).toEqual(before);
    expect(await payer.topUp(owner.url)).toBe(900);
  }, 120_000);

  it("the owner restarted on a DATA_DIR that lost its chain stops naming DATA_DIR, ledger unchanged", async () => {
    if (owner === undefined || db === undefined) throw new Error("runs after the test above");
    const before = await ledgerState(db);
    await owner.stop();
    owner = undefined;
    rmSync(join(dir, "a", "chain-state.json"));
    const refusal = await startStack({
      port: 0,
      chainPort: 0,
      dataDir: join(dir, "a"),
      testMode: false,
      databaseUrl: dbUrl,
    }).then(
      async (stack) => {
        await stack.stop();
        return "started";
      },
      (error: unknown) => String(error),
    );
    expect(refusal).toMatch(/DATA_DIR: the chain spawned from .* is not the chain this database belongs to/);
    expect(await ledgerState(db)).toEqual(before);
  }, 120_000);
});
