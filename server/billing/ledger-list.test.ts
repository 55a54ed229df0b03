import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasksApp } from "../tasks/tasks-test-kit.ts";
import { freshAccount } from "../testing/wire-client.ts";
import { credit, reverseCredit } from "./ledger.ts";
import { expectStatus } from "../../common/expect-status.ts";

interface Movement {
  id: string;
  at: number;
  credits: number;
  balance_after: number;
  kind: string;
  ref: string | null;
  subject: string | null;
  vertical: string | null;
  overpaid?: { amount: string; currency_id: string; decimals: number } | null;
}
interface Listed {
  movements: Movement[];
  next_before: string | null;
}

let s: Awaited<ReturnType<typeof tasksApp>>;
beforeAll(async () => {
  s = await tasksApp();
});
afterAll(() => s.t.close());

function list(key: string, query = "") {
  return s.t.app.request(`/billing/v1/account/ledger${query}`, {
    headers: { authorization: `Bearer ${key}` },
  });
}

async function all(key: string, limit = 2): Promise<Movement[]> {
  const seen: Movement[] = [];
  let before: string | null = null;
  do {
    const res = await list(key, `?limit=${limit}${before ? `&before=${before}` : ""}`);
    await expectStatus(res, 200);
    const body = (await res.json()) as Listed;
    seen.push(...body.movements);
    before = body.next_before;
  } while (before !== null);
  return seen;
}

async function chat(key: string, path: string, body: unknown) {
  const res = await s.t.app.request(`/chat/v1${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await expectStatus(res, 200);
  return (await res.json()) as { id: string; usage?: { consumed: number } };
}

describe("GET /billing/v1/account/ledger", () => {
  it("needs the key", async () => {
    await expectStatus(await s.t.app.request("/billing/v1/account/ledger"), 401);
    await expectStatus(await list("dk_wrong"), 401);
  });

  it("lists every charge and top-up once, newest first, with its cause and the balance after it", async () => {
    const { accountId, key } = await freshAccount(s.t, { subscription: 500n });
    await credit(s.t.db, accountId, 40n, "topup:inv_a");
    const searched = await chat(key, "/search", { query: "price of BTC" });
    const planned = await chat(key, "/search/plan", { query: "price of ETH" });
    const ran = await chat(key, "/search/plan/run", { plan_id: planned.id });
    await chat(key, "/tools/execute", {
      tool_name: "coingecko_screenCoins",
      input: { filters: { category: "Stablecoins" }, limit: 3 },
    });
    const { body: task } = await s.create(
      { query: "Compare Bitcoin and Ethereum: prices and market caps" },
      key,
    );
    await s.runtime.settled(task.id);
    const { body: taskResult } = await s.result(task.id, key);
    await reverseCredit(s.t.db, accountId, 40n, "topup:inv_a", "the payment left the chain");

    const movements = await all(key);
    expect(new Set(movements.map((m) => m.id)).size).toBe(movements.length);
    expect(movements.map((m) => Number(m.id))).toEqual(
      movements.map((m) => Number(m.id)).sort((a, b) => b - a),
    );
    const byKind = (kind: string) => movements.filter((m) => m.kind === kind);
    expect(byKind("subscription")).toEqual([
      expect.objectContaining({ credits: 500, balance_after: 500, ref: null }),
    ]);
    expect(byKind("top_up")).toEqual([expect.objectContaining({ credits: 40, ref: "inv_a" })]);
    expect(byKind("reversal")).toEqual([expect.objectContaining({ credits: -40, ref: "inv_a" })]);
    // A search's ref is the plan it ran (in the production dialect that is also the search's id).
    const searchPlan = await s.t.db.query<{ id: string }>(
      "SELECT id FROM search_plans WHERE account_id = $1 AND query = 'price of BTC'",
      [accountId],
    );
    expect(byKind("search")).toEqual([
      expect.objectContaining({ credits: -(searched.usage?.consumed ?? NaN), ref: searchPlan.rows[0]?.id }),
    ]);
    expect(byKind("plan_run")).toEqual([
      expect.objectContaining({ credits: -(ran.usage?.consumed ?? NaN), ref: planned.id }),
    ]);
    const execution = await s.t.db.query<{ id: string }>(
      "SELECT id FROM tool_executions WHERE account_id = $1",
      [accountId],
    );
    expect(byKind("tool")).toEqual([expect.objectContaining({ credits: -4, ref: execution.rows[0]?.id })]);
    // A task's charges (one per sub-question plan) name the task, and add up to what it reports.
    const taskCharges = byKind("task");
    expect(taskCharges.length).toBeGreaterThan(0);
    expect(taskCharges.every((m) => m.ref === task.id)).toBe(true);
    expect(-taskCharges.reduce((sum, m) => sum + m.credits, 0)).toBe(taskResult.usage?.consumed);

    // Every figure chains: each movement's balance_after is the previous one's plus its credits.
    const oldestFirst = [...movements].reverse();
    oldestFirst.forEach((m, i) =>
      expect(m.balance_after).toBe((oldestFirst[i - 1]?.balance_after ?? 0) + m.credits),
    );
    const balance = await s.t.app.request("/billing/v1/account/balance", {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(((await balance.json()) as { balance: number }).balance).toBe(movements[0]?.balance_after);
    // Each ledger entry of the account is listed once, no more, no fewer.
    const { rows } = await s.t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries WHERE account_id = $1",
      [accountId],
    );
    expect(movements).toHaveLength(rows[0]?.n ?? -1);
    expect(movements.every((m) => Number.isInteger(m.at) && m.at > 1_600_000_000)).toBe(true);
  });

  it.each(["spec", "production"] as const)(
    "names the call the client saw (%s dialect): ref is its id, subject and vertical what it bought",
    async (dialect) => {
      const { key } = await freshAccount(s.t, { subscription: 500n, dialect });
      const newest = async () => (await all(key, 1))[0];
      const searched = await chat(key, "/search", { query: "price of BTC", vertical_id: "crypto" });
      expect(await newest()).toMatchObject({
        kind: "search",
        ref: searched.id,
        subject: "price of BTC",
        vertical: "crypto",
      });
      expect(await newest()).toMatchObject({ credits: -(searched.usage?.consumed ?? NaN) });

      const planned = await chat(key, "/search/plan", { query: "price of ETH" });
      await chat(key, "/search/plan/run", { plan_id: planned.id });
      expect(await newest()).toMatchObject({
        kind: "plan_run",
        ref: planned.id,
        subject: "price of ETH",
        vertical: "crypto",
      });

      const res = await s.t.app.request("/chat/v1/tools/execute", {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({
          tool_name: "coingecko_screenCoins",
          input: { filters: { category: "Stablecoins" }, limit: 3 },
        }),
      });
      await expectStatus(res, 200);
      const executionId = res.headers.get("x-execution-id");
      expect(executionId).toMatch(/^texec_/);
      expect(res.headers.get("access-control-expose-headers")).toContain("X-Execution-Id");
      expect(await newest()).toMatchObject({
        kind: "tool",
        ref: executionId,
        subject: "coingecko_screenCoins",
        vertical: "crypto",
        credits: -4,
      });
    },
  );

  it("names a task's every charge by the task's question, with the vertical of the sub-question", async () => {
    const { key } = await freshAccount(s.t, { subscription: 500n });
    const question = "Compare Bitcoin and Ethereum: prices and market caps";
    const { body: task } = await s.create({ query: question }, key);
    await s.runtime.settled(task.id);
    const charges = (await all(key, 50)).filter((m) => m.kind === "task");
    expect(charges.length).toBeGreaterThan(0);
    for (const m of charges) expect(m).toMatchObject({ ref: task.id, subject: question, vertical: "crypto" });
  });

  it("a top-up's movement carries what its transfers sent beyond the quote, in smallest units", async () => {
    const { accountId, key } = await freshAccount(s.t);
    // Written as a completed top-up leaves them (this app has no payment key to open invoices).
    const paid = async (id: string, amount: string, received: string, credits: bigint) => {
      await s.t.db.query(
        `INSERT INTO topup_invoices (id, account_id, currency_id, chain_id, credits, amount, decimals,
           destination_address, requested_at, purchased_at, status, received)
         VALUES ($1, $2, 'eth', 31337, $3, $4, 18, $5, 1795780000, 1795780100, 'completed', $6)`,
        [id, accountId, credits.toString(), amount, `0x${"ab".repeat(20)}`, received],
      );
      await credit(s.t.db, accountId, credits, `topup:${id}`);
    };
    // An excess beyond 2^64, so it is exact only if it never passes through a float.
    await paid(`inv_over_${accountId}`, "5000000000000000", "18451744073709551617", 10n);
    await paid(`inv_exact_${accountId}`, "5500000000000000", "5500000000000000", 11n);
    const over = { id: `inv_over_${accountId}` };
    const exact = { id: `inv_exact_${accountId}` };
    const topUps = (await all(key, 50)).filter((m) => m.kind === "top_up");
    expect(topUps).toEqual([
      expect.objectContaining({ ref: exact.id, overpaid: null }),
      expect.objectContaining({
        ref: over.id,
        overpaid: { amount: "18446744073709551617", currency_id: "eth", decimals: 18 },
      }),
    ]);
  });

  it("pages with next_before without repeating or skipping, and ends with null", async () => {
    const { accountId, key } = await freshAccount(s.t, { subscription: 10n });
    for (const n of [1n, 2n, 3n, 4n]) await credit(s.t.db, accountId, n, `topup:inv_${n}`);
    const first = (await (await list(key, "?limit=2")).json()) as Listed;
    expect(first.movements.map((m) => m.ref)).toEqual(["inv_4", "inv_3"]);
    expect(first.next_before).toBe(first.movements[1]?.id);
    const second = (await (await list(key, `?limit=2&before=${first.next_before}`)).json()) as Listed;
    expect(second.movements.map((m) => m.ref)).toEqual(["inv_2", "inv_1"]);
    const last = (await (await list(key, `?limit=2&before=${second.next_before}`)).json()) as Listed;
    expect(last.movements.map((m) => m.kind)).toEqual(["subscription"]);
    expect(last.next_before).toBeNull();
  });

  it("never lists another account's movements, nor pages from one of them", async () => {
    const mine = await freshAccount(s.t, { subscription: 7n });
    const theirs = await freshAccount(s.t, { subscription: 9n });
    await credit(s.t.db, theirs.accountId, 5n, "topup:inv_theirs");
    const listed = await all(mine.key, 50);
    expect(listed.map((m) => m.credits)).toEqual([7]);
    const [theirNewest] = await all(theirs.key, 1);
    const res = await list(mine.key, `?before=${theirNewest?.id}`);
    await expectStatus(res, 400);
    expect(await res.json()).toMatchObject({
      error: { code: "INVALID_REQUEST", details: { field: "before" } },
    });
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=201", "limit"],
    ["?limit=abc", "limit"],
    ["?limit=1.5", "limit"],
    ["?limit=", "limit"],
    ["?before=", "before"],
    ["?before=abc", "before"],
    ["?before=-1", "before"],
    ["?before=99999999999999999999", "before"],
    ["?before=999999999", "before"],
  ])("%s → 400 INVALID_REQUEST naming %s", async (query, field) => {
    const { key } = await freshAccount(s.t, { subscription: 100n });
    const res = await list(key, query);
    await expectStatus(res, 400);
    expect(await res.json()).toMatchObject({ error: { code: "INVALID_REQUEST", details: { field } } });
  });
});
