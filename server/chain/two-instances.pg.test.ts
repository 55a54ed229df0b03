import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address, Hash } from "viem";
import { createAccount } from "../auth/accounts.ts";
import { chainSettings } from "../config.ts";
import { openDb } from "../db/db.ts";
import { startStack, type Stack } from "../stack.ts";
import { recordingProxy } from "../testing/recording-rpc-proxy.ts";
import { createTestDatabase, testPostgresUrl } from "../testing/test-db.ts";
import { createChainDeps } from "./clients.ts";
import { seedSharedChain } from "./shared-chain.ts";
import { expectStatus } from "../../common/expect-status.ts";

// Anvil's second default account: unlocked, so paying needs no cheat method.
const PAYER: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const json = { "content-type": "application/json" };

interface Invoice {
  id: string;
  amount: string;
  destination_address: Address;
}

async function config(stack: Stack) {
  return (await (await fetch(`${stack.url}/config.json`)).json()) as {
    apiKey: string;
    testWallet: unknown;
  };
}

function billing(stack: Stack, key: string) {
  const headers = { authorization: `Bearer ${key}`, ...json };
  return {
    quote: async (credits: number) => {
      const res = await fetch(`${stack.url}/billing/v1/account/topup`, {
        method: "POST",
        headers,
        body: JSON.stringify({ type: "crypto", currency_id: "eth", credits }),
      });
      await expectStatus(res, 200);
      return (await res.json()) as Invoice;
    },
    complete: (id: string, hash: Hash) =>
      fetch(`${stack.url}/billing/v1/account/topup/${id}/complete`, {
        method: "POST",
        headers,
        body: JSON.stringify({ transaction_hash: hash }),
      }),
    topUp: async () => {
      const res = await fetch(`${stack.url}/billing/v1/account/balance`, { headers });
      return ((await res.json()) as { top_up_balance: number }).top_up_balance;
    },
  };
}

describe("a team sandbox: two instances on one PostgreSQL database and one chain", () => {
  let dir = "";
  const stacks: Stack[] = [];
  let a: Stack;
  let b: Stack;
  let databaseUrl = "";

  beforeAll(async () => {
    const base = testPostgresUrl();
    if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
    databaseUrl = await createTestDatabase(base);
    dir = mkdtempSync(join(tmpdir(), "two-instances-"));
    // A: DATABASE_URL only, so it spawns the chain and seeds the database.
    a = await startStack({ port: 0, chainPort: 0, dataDir: join(dir, "a"), testMode: false, databaseUrl });
    stacks.push(a);
    // B: nothing but the database, A's chain and its own port and data dir.
    b = await startStack({
      port: 0,
      chainPort: 0,
      dataDir: join(dir, "b"),
      testMode: false,
      databaseUrl,
      chain: chainSettings({ CHAIN_RPC_URL: a.chainUrl, CHAIN_ID: "31337" }),
    });
    stacks.push(b);
  }, 120_000);
  afterAll(async () => {
    for (const stack of stacks.reverse()) await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("B serves A's dev key; only the instance that spawned the chain offers the test wallet", async () => {
    const [fromA, fromB] = await Promise.all([config(a), config(b)]);
    expect(fromB.apiKey).toBe(fromA.apiKey);
    expect(b.apiKey).toBe(a.apiKey);
    expect(fromA.testWallet).not.toBeNull();
    expect(fromB.testWallet).toBeNull();
  });

  it("quotes to distinct addresses on each instance, and a payment completed via B credits once", async () => {
    const onA = billing(a, a.apiKey);
    const onB = billing(b, b.apiKey);
    const [first, second] = await Promise.all([onA.quote(1000), onB.quote(1000)]);
    expect(first.destination_address).not.toBe(second.destination_address);

    const before = await onB.topUp();
    const { walletClient: wallet, publicClient } = createChainDeps(a.chainUrl);
    const hash = await wallet.sendTransaction({
      account: PAYER,
      chain: wallet.chain,
      to: second.destination_address,
      value: BigInt(second.amount),
    });
    await publicClient.waitForTransactionReceipt({ hash });

    await expectStatus(await onB.complete(second.id, hash), 200);
    // Again on B and on A: the invoice is complete, nothing more is credited.
    await Promise.all([onB.complete(second.id, hash), onA.complete(second.id, hash)]);
    expect(await onA.topUp()).toBe(before + 1000);
    expect(await onB.topUp()).toBe(before + 1000);

    // A third instance reconciles that credit at its start by reading the chain only: no cheat
    // method, nothing reversed.
    const proxy = await recordingProxy(a.chainUrl);
    try {
      const c = await startStack({
        port: 0,
        chainPort: 0,
        dataDir: join(dir, "c"),
        testMode: false,
        databaseUrl,
        chain: chainSettings({ CHAIN_RPC_URL: proxy.url, CHAIN_ID: "31337" }),
      });
      stacks.push(c);
      expect(proxy.methods).toContain("eth_getTransactionReceipt");
      expect(proxy.methods.filter((m) => /^(anvil|evm|hardhat)_/.test(m))).toEqual([]);
      expect(await billing(c, c.apiKey).topUp()).toBe(before + 1000);
    } finally {
      proxy.server.close();
    }
  });

  it("20 concurrent completions of one paid invoice split across A and B credit it exactly once", async () => {
    const db = await openDb({ url: databaseUrl });
    try {
      const { apiKey } = await createAccount(db, { name: "payer", balance: { subscription: 0n, topUp: 0n } });
      const onA = billing(a, apiKey);
      const onB = billing(b, apiKey);
      const invoice = await onA.quote(700);
      const { walletClient: wallet, publicClient } = createChainDeps(a.chainUrl);
      const hash = await wallet.sendTransaction({
        account: PAYER,
        chain: wallet.chain,
        to: invoice.destination_address,
        value: BigInt(invoice.amount),
      });
      await publicClient.waitForTransactionReceipt({ hash });

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? onA : onB).complete(invoice.id, hash)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses).toContain(200);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(await onA.topUp()).toBe(700);
      expect(await onB.topUp()).toBe(700);
      const { rows } = await db.query<{ credits: number; n: number }>(
        `SELECT COALESCE(SUM(top_up_delta), 0)::int AS credits, COUNT(*)::int AS n FROM ledger_entries
         WHERE kind = 'top_up' AND account_id = (SELECT account_id FROM topup_invoices WHERE id = $1)`,
        [invoice.id],
      );
      expect(rows).toEqual([{ credits: 700, n: 1 }]);
    } finally {
      await db.close();
    }
  });

  it("50 concurrent charges at a small balance across A and B: never negative, each charged once", async () => {
    const db = await openDb({ url: databaseUrl });
    try {
      // coingecko_screenCoins costs 4: 42 credits buy ten runs and leave 2.
      const { accountId, apiKey } = await createAccount(db, {
        name: "spender",
        balance: { subscription: 10n, topUp: 32n },
      });
      const run = (stack: Stack) =>
        fetch(`${stack.url}/chat/v1/tools/execute`, {
          method: "POST",
          headers: { authorization: `Bearer ${apiKey}`, ...json },
          body: JSON.stringify({
            tool_name: "coingecko_screenCoins",
            input: { filters: { category: "Stablecoins" }, limit: 3 },
          }),
        }).then((r) => r.status);
      const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => run(i % 2 === 0 ? a : b)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 402)).toHaveLength(40);
      const balance = await db.query<{ subscription: number; top_up: number }>(
        "SELECT subscription_balance::int AS subscription, top_up_balance::int AS top_up FROM accounts WHERE id = $1",
        [accountId],
      );
      expect(balance.rows).toEqual([{ subscription: 0, top_up: 2 }]);
      // Every succeeded run has exactly one charge of its price, and no charge lacks its run.
      const charges = await db.query<{ reference: string; amount: number }>(
        `SELECT reference, -(subscription_delta + top_up_delta)::int AS amount FROM ledger_entries
         WHERE account_id = $1 AND kind = 'charge' ORDER BY id`,
        [accountId],
      );
      const runs = await db.query<{ id: string }>(
        "SELECT id FROM tool_executions WHERE account_id = $1 AND status = 'succeeded'",
        [accountId],
      );
      expect(charges.rows).toHaveLength(10);
      expect(charges.rows.every((c) => c.amount === 4)).toBe(true);
      expect(new Set(charges.rows.map((c) => c.reference))).toEqual(
        new Set(runs.rows.map((r) => `tool_execution:${r.id}`)),
      );
    } finally {
      await db.close();
    }
  });
});

describe("seeding the shared chain record", () => {
  it("gives instances starting together on an empty database one payment key", async () => {
    const base = testPostgresUrl();
    if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
    const url = await createTestDatabase(base);
    const dir = mkdtempSync(join(tmpdir(), "seed-race-"));
    const dbs = await Promise.all([openDb({ url }), openDb({ url }), openDb({ url })]);
    try {
      const seeded = await Promise.all(
        dbs.map((db, i) => seedSharedChain(db, { dataDir: join(dir, String(i)), chainId: 31337 })),
      );
      expect(new Set(seeded.map((s) => s.paymentPublicKey)).size).toBe(1);
      const { rows } = await dbs[0].query<{ n: number }>("SELECT COUNT(*)::int AS n FROM service_chain");
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
