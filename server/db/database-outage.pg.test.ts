import pg from "pg";
import { createApp } from "../app.ts";
import { createAccount } from "../auth/accounts.ts";
import { defaultConfig, type Dialect } from "../config.ts";
import { startPostgresServer, type PostgresServer } from "../testing/postgres-server.ts";
import { openVanishingDatabase, withDatabase, type VanishingDatabase } from "../testing/test-db.ts";
import { openDb, type Db } from "./db.ts";
import { expectStatus } from "../../common/expect-status.ts";

// coingecko_screenCoins costs 4 credits; 4000 buy far more runs than any burst below makes.
const PRICE = 4;
const OPENING = 4000;
const SCREEN = {
  tool_name: "coingecko_screenCoins",
  input: { filters: { category: "Stablecoins" }, limit: 3 },
};

/** One service (in process) on `db`, answering in `dialect` before the caller is known. */
function service(db: Db, key: string, dialect: Dialect = "spec") {
  // No rate limit: the bursts below make hundreds of calls on one key.
  const limits = { ...defaultConfig().limits, rateLimit: null };
  const app = createApp({ db, config: defaultConfig({ dialect, limits }), chain: null });
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  return {
    balance: async () => app.request("/billing/v1/account/balance", { headers }),
    execute: async () =>
      app.request("/chat/v1/tools/execute", { method: "POST", headers, body: JSON.stringify(SCREEN) }),
  };
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const summary = (statuses: number[]) =>
  [...new Set(statuses)].map((s) => `${count(statuses, s)} × ${s}`).join(", ");

/**
 * Paid calls one after another on `lanes` lanes until `stop()`; their statuses in order. Calls are in
 * flight whenever the database goes away, so some are cut off mid-statement.
 */
function burst(call: () => Promise<Response>, lanes = 6) {
  const statuses: number[] = [];
  let running = true;
  const lane = async () => {
    while (running) statuses.push((await call()).status);
  };
  const done = Promise.all(Array.from({ length: lanes }, lane));
  return {
    statuses,
    until: async (predicate: () => boolean) => {
      const deadline = Date.now() + 15_000;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`gave up waiting; answers so far: ${summary(statuses)}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Nothing half-written: every charge has its succeeded run and the balance is the opening less them. */
async function expectLedgerWhole(db: Db, accountId: string, answered200: number) {
  const charges = await db.query<{ reference: string; amount: number }>(
    `SELECT reference, -(subscription_delta + top_up_delta)::int AS amount FROM ledger_entries
     WHERE account_id = $1 AND kind = 'charge'`,
    [accountId],
  );
  const runs = await db.query<{ id: string }>(
    "SELECT id FROM tool_executions WHERE account_id = $1 AND status = 'succeeded'",
    [accountId],
  );
  const balance = await db.query<{ total: number }>(
    "SELECT (subscription_balance + top_up_balance)::int AS total FROM accounts WHERE id = $1",
    [accountId],
  );
  expect(charges.rows.every((c) => c.amount === PRICE)).toBe(true);
  expect(new Set(charges.rows.map((c) => c.reference))).toEqual(
    new Set(runs.rows.map((r) => `tool_execution:${r.id}`)),
  );
  // A 200 was committed; a call cut off during COMMIT may have committed too (and answered 503).
  expect(charges.rows.length).toBeGreaterThanOrEqual(answered200);
  expect(balance.rows).toEqual([{ total: OPENING - PRICE * charges.rows.length }]);
}

describe("a PostgreSQL database that goes away while serving", () => {
  let vanishing: VanishingDatabase;
  let db: Db;
  beforeAll(async () => {
    vanishing = await openVanishingDatabase();
    db = vanishing.db;
  });
  afterAll(() => vanishing.close());

  it("answers 503 INTERNAL_ERROR (spec) and internal_error (production) meanwhile, and 200 once it is back", async () => {
    const { apiKey } = await createAccount(db, {
      name: "outage",
      balance: { subscription: 0n, topUp: BigInt(OPENING) },
    });
    const spec = service(db, apiKey, "spec");
    const production = service(db, apiKey, "production");
    await expectStatus(await spec.balance(), 200);

    await vanishing.away();
    try {
      const balance = await spec.balance();
      await expectStatus(balance, 503);
      expect(balance.headers.get("retry-after")).toBe("1");
      expect(await balance.json()).toMatchObject({ error: { code: "INTERNAL_ERROR" } });
      const paid = await production.execute();
      await expectStatus(paid, 503);
      expect(await paid.json()).toMatchObject({ success: false, error: { code: "internal_error" } });
    } finally {
      await vanishing.back();
    }
    // The same service objects, no restart: the pool connects anew.
    await expectStatus(await spec.balance(), 200);
    await expectStatus(await production.execute(), 200);
  });

  it("cuts paid calls off mid-way with 503, never 500, and leaves the ledger whole", async () => {
    const { apiKey, accountId } = await createAccount(db, {
      name: "burst",
      balance: { subscription: 0n, topUp: BigInt(OPENING) },
    });
    const calls = burst(service(db, apiKey).execute);
    try {
      await calls.until(() => count(calls.statuses, 200) >= 10);
      await vanishing.away();
      await calls.until(() => count(calls.statuses, 503) >= 10);
      await vanishing.back();
      const before = calls.statuses.length;
      await calls.until(() => count(calls.statuses.slice(before), 200) >= 10);
    } finally {
      await vanishing.back();
      await calls.stop();
    }
    expect(calls.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    await expectLedgerWhole(db, accountId, count(calls.statuses, 200));
  });
});

describe("a PostgreSQL server stopped by its PID and started again", () => {
  let server: PostgresServer;
  let db: Db;

  beforeAll(async () => {
    // A server of this file's own: stopping the shared one would fail every other file.
    server = await startPostgresServer();
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query("CREATE DATABASE sandbox_outage");
    await admin.end();
    db = await openDb({ url: withDatabase(server.url(), "sandbox_outage") });
  });
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  it("answers 503 while it is down and 200 once it is up, with every charge whole", async () => {
    const { apiKey, accountId } = await createAccount(db, {
      name: "restart",
      balance: { subscription: 0n, topUp: BigInt(OPENING) },
    });
    const svc = service(db, apiKey);
    const calls = burst(svc.execute);
    try {
      await calls.until(() => count(calls.statuses, 200) >= 10);
      const pid = server.pid;
      await server.pause();
      await calls.until(() => count(calls.statuses, 503) >= 10);
      await server.resume();
      expect(server.pid).not.toBe(pid);
      const before = calls.statuses.length;
      await calls.until(() => count(calls.statuses.slice(before), 200) >= 10);
    } finally {
      await server.resume();
      await calls.stop();
    }
    expect(calls.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    await expectStatus(await svc.balance(), 200);
    await expectLedgerWhole(db, accountId, count(calls.statuses, 200));
  });
});
