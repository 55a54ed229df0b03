import { createApp } from "../app.ts";
import { createAccount } from "../auth/accounts.ts";
import { defaultConfig } from "../config.ts";
import type { Db } from "../db/db.ts";
import { openVanishingDatabase, type VanishingDatabase } from "../testing/test-db.ts";
import { PLAN_RUN_LEASE_MS } from "./plan-store.ts";
import { expectStatus } from "../../common/expect-status.ts";

const PRICE_QUERY = { query: "price of BTC and ETH in EUR", vertical_id: "crypto" };

let vanishing: VanishingDatabase;
let db: Db;
beforeAll(async () => {
  vanishing = await openVanishingDatabase();
  db = vanishing.db;
});
afterAll(() => vanishing.close());

it("a plan run cut off at its final charge is runnable again once its claim's lease ran out, and is charged once", async () => {
  let clock = Date.parse("2026-11-26T12:00:00Z");
  // The database goes away when the armed run opens its second transaction: the claim (first) is
  // committed, the steps ran, and the charge with the plan's completion (second) meets the outage.
  let armed = false;
  let opened = 0;
  const cut: Db = {
    kind: db.kind,
    get closed() {
      return db.closed;
    },
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    transaction: async (fn) => {
      if (armed && ++opened === 2) await vanishing.away();
      return db.transaction(fn);
    },
  };
  const limits = { ...defaultConfig().limits, rateLimit: null };
  const app = createApp({
    db: cut,
    config: defaultConfig({ limits }),
    chain: null,
    now: () => new Date(clock),
  });
  const { apiKey, accountId } = await createAccount(db, {
    name: "outage",
    balance: { subscription: 1000n, topUp: 0n },
  });
  const call = (path: string, body: unknown) =>
    Promise.resolve(
      app.request(path, {
        method: "POST",
        headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  const plan = (await (await call("/chat/v1/search/plan", PRICE_QUERY)).json()) as { id: string };
  const run = () => call("/chat/v1/search/plan/run", { plan_id: plan.id });

  armed = true;
  try {
    const cutOff = await run();
    await expectStatus(cutOff, 503);
    expect(await cutOff.json()).toMatchObject({ error: { code: "INTERNAL_ERROR" } });
  } finally {
    armed = false;
    await vanishing.back();
  }
  const charges = async () =>
    (
      await db.query<{ spent: number }>(
        "SELECT -(subscription_delta + top_up_delta)::int AS spent FROM ledger_entries WHERE reference = $1",
        [`plan:${plan.id}`],
      )
    ).rows;
  expect(await charges()).toEqual([]);

  // Within the lease the claim may belong to a run still going: the plan still runs once.
  clock += PLAN_RUN_LEASE_MS - 1_000;
  const early = await run();
  await expectStatus(early, 409);
  expect(await early.json()).toMatchObject({ error: { code: "PLAN_ALREADY_RUN" } });

  clock += 1_000;
  const again = await run();
  await expectStatus(again, 200);
  const body = (await again.json()) as { usage: { consumed: number } };
  expect(body.usage.consumed).toBeGreaterThan(0);
  expect(await charges()).toEqual([{ spent: body.usage.consumed }]);
  const after = await run();
  await expectStatus(after, 409);
  expect(await charges()).toHaveLength(1);
  const balance = await db.query<{ total: number }>(
    "SELECT (subscription_balance + top_up_balance)::int AS total FROM accounts WHERE id = $1",
    [accountId],
  );
  expect(balance.rows).toEqual([{ total: 1000 - body.usage.consumed }]);
});
