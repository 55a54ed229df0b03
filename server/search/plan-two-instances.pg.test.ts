import { twoApps, type TwoApps } from "../testing/two-apps.ts";

let s: TwoApps;
beforeAll(async () => {
  s = await twoApps();
});
afterAll(() => s.close());

const PRICE_QUERY = { query: "price of BTC and ETH in EUR", vertical_id: "crypto" };

it("a plan run on both instances at once runs once: one result, one charge, the rest PLAN_ALREADY_RUN", async () => {
  const created = await s.a.call("POST", "/chat/v1/search/plan", s.key, PRICE_QUERY);
  const plan = (await created.json()) as { id: string; usage: { estimated: number } };
  expect(plan.usage.estimated).toBeGreaterThan(0);

  const runs = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      (i % 2 === 0 ? s.a : s.b).call("POST", "/chat/v1/search/plan/run", s.key, { plan_id: plan.id }),
    ),
  );
  const bodies = (await Promise.all(runs.map((r) => r.json()))) as Array<{
    usage?: { consumed: number };
    error?: { code: string };
  }>;
  expect(runs.filter((r) => r.status === 200)).toHaveLength(1);
  expect(runs.filter((r) => r.status === 409)).toHaveLength(9);
  expect(bodies.flatMap((b) => (b.error ? [b.error.code] : []))).toEqual(Array(9).fill("PLAN_ALREADY_RUN"));

  const consumed = bodies.find((b) => b.usage)?.usage?.consumed ?? -1;
  const { rows } = await s.b.db.query<{ n: number; spent: number }>(
    `SELECT COUNT(*)::int AS n, -SUM(subscription_delta + top_up_delta)::int AS spent
     FROM ledger_entries WHERE reference = $1`,
    [`plan:${plan.id}`],
  );
  expect(rows).toEqual([{ n: 1, spent: consumed }]);
  const balance = await s.b.call("GET", "/billing/v1/account/balance", s.key);
  expect(((await balance.json()) as { balance: number }).balance).toBe(1000 - consumed);
});
