import { auditLedger } from "../billing/audit.ts";
import { charge } from "../billing/ledger.ts";
import { createAccount } from "../auth/accounts.ts";
import { defaultConfig } from "../config.ts";
import { tasksApp } from "./tasks-test-kit.ts";
import { expectStatus } from "../../common/expect-status.ts";

type Kit = Awaited<ReturnType<typeof tasksApp>>;
let s: Kit;
beforeAll(async () => {
  s = await tasksApp();
});
afterAll(() => s.t.close());

const QUERY = "Compare Bitcoin and Ethereum: prices and market caps";

async function finished(id: string) {
  await s.runtime.settled(id);
  return s.result(id);
}

describe("POST /chat/v1/tasks", () => {
  it("queues a task and answers its id and status", async () => {
    const { status, body } = await s.create({ query: QUERY });
    expect(status).toBe(200);
    expect(body.id).toMatch(/^task_[0-9A-Za-z_-]{21}$/);
    expect(body.status).toBe("Queued");
    expect(body.created_at).toMatch(/^\d{4}-/);
    await s.runtime.settled(body.id);
  });

  it.each([
    [{ query: "" }, "query"],
    [{ query: "   " }, "query"],
    [{ query: "x".repeat(2001) }, "query"],
    [{ query: "price of BTC", instruction: "y".repeat(501) }, "instruction"],
    [{ query: 42 }, "query"],
    [{}, "query"],
  ])("rejects %j with 400 naming %s, creating nothing", async (body, field) => {
    const { status, body: error } = await s.create(body);
    expect(status).toBe(400);
    expect(error.error).toMatchObject({ code: "INVALID_REQUEST", details: { field } });
  });

  it("accepts the longest query and instruction", async () => {
    const { status, body } = await s.create({
      query: `BTC ${"x".repeat(1996)}`,
      instruction: "i".repeat(500),
    });
    expect(status).toBe(200);
    await s.runtime.settled(body.id);
  });

  it("needs an API key", async () => {
    const { status } = await s.create({ query: QUERY }, "dk_wrong");
    expect(status).toBe(401);
  });
});

describe("a task's life", () => {
  it("moves Queued → Researching → Validating → Summarizing → Completed, one held phase at a time", async () => {
    for (const phase of ["Queued", "Researching", "Validating", "Summarizing"] as const)
      await s.runtime.hold(phase);
    const { body } = await s.create({ query: QUERY });
    const seen = [(await s.status(body.id)).body.status];
    for (const phase of ["Queued", "Researching", "Validating", "Summarizing"] as const) {
      await s.runtime.release(phase);
      seen.push(await s.next(body.id, phase));
    }
    expect(seen).toEqual(["Queued", "Researching", "Validating", "Summarizing", "Completed"]);
  });

  it("charges each successful data call once, in the ledger, and reports what it consumed", async () => {
    const before = await s.balance();
    const { body } = await s.create({ query: QUERY, instruction: "focus on market cap" });
    const { body: result } = await finished(body.id);
    expect(result.status).toBe("Completed");
    expect(result.error).toBeNull();
    const { rows } = await s.t.db.query<{ reference: string; amount: bigint }>(
      `SELECT l.reference, -(l.subscription_delta + l.top_up_delta) AS amount
       FROM ledger_entries l JOIN research_task_steps st ON l.reference = 'plan:' || st.plan_id
       WHERE st.task_id = $1`,
      [body.id],
    );
    // Three sub-questions (the comparison, then each coin), each one search plan charged once.
    expect(rows).toHaveLength(3);
    const charged = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    expect(charged).toBeGreaterThan(0);
    expect(result.usage).toEqual({ consumed: charged });
    expect(await s.balance()).toBe(before - charged);
    expect(result.account?.balance).toBe(before - charged);
    expect(await auditLedger(s.t.db)).toEqual([]);
  });

  it("writes a deterministic report with sections, a table, cited findings and sources", async () => {
    const a = await finished((await s.create({ query: "top 5 meme coins; price of BTC" })).body.id);
    const b = await finished((await s.create({ query: "top 5 meme coins; price of BTC" })).body.id);
    const report = a.body.result ?? "";
    expect(b.body.result).toBe(report);
    expect(report).toMatch(/^# top 5 meme coins; price of BTC\n/);
    expect(report).toContain("## Summary");
    expect(report).toContain("## 1. top 5 meme coins");
    expect(report).toMatch(/\| id \| name \| symbol \|/);
    expect(report).toContain("| dogecoin | Dogecoin | doge |");
    expect(report).toMatch(/- .+ \[1\]/);
    expect(report).toMatch(/## Sources\n\n1\. `coingecko_/);
  });

  it("ends an unanswerable question Failed with the reason and charges nothing", async () => {
    const before = await s.balance();
    const { body } = await s.create({ query: "What should I cook tonight?" });
    const { body: result } = await finished(body.id);
    expect(result).toMatchObject({ status: "Failed", result: null, usage: { consumed: 0 } });
    expect(result.error).toMatch(/could be researched/);
    expect(await s.balance()).toBe(before);
  });

  it("fails with the reason when the account cannot pay, charging only what ran", async () => {
    const poor = await createAccount(s.t.db, {
      name: "Poor",
      balance: { subscription: 0n, topUp: 0n },
      dialect: null,
    });
    const { body } = await s.create({ query: QUERY }, poor.apiKey);
    await s.runtime.settled(body.id);
    const { body: result } = await s.result(body.id, poor.apiKey);
    expect(result.status).toBe("Failed");
    expect(result.error).toMatch(/Not enough credits/);
    expect(result.usage).toEqual({ consumed: 0 });
  });
});

it("idle() waits for every task the runtime follows, a held one until it is released", async () => {
  await s.runtime.hold("Researching");
  const ids = [
    (await s.create({ query: QUERY })).body.id,
    (await s.create({ query: "price of BTC" })).body.id,
  ];
  for (const id of ids) expect(await s.next(id, "Queued")).toBe("Researching");
  let idle = false;
  const waiting = s.runtime.idle().then(() => (idle = true));
  await new Promise((r) => setTimeout(r, 50));
  expect(idle).toBe(false);
  await s.runtime.release();
  await waiting;
  for (const id of ids) expect((await s.status(id)).body.status).toBe("Completed");
});

describe("GET /chat/v1/tasks/:id/status and /result", () => {
  it("answers another account's task as not found, like an unknown id", async () => {
    const { body } = await s.create({ query: QUERY });
    await s.runtime.settled(body.id);
    const other = await createAccount(s.t.db, {
      name: "Other",
      balance: { subscription: 10n, topUp: 0n },
      dialect: null,
    });
    for (const res of [await s.status(body.id, other.apiKey), await s.result(body.id, other.apiKey)]) {
      await expectStatus(res, 404);
      expect(res.body.error).toMatchObject({ code: "TASK_NOT_FOUND" });
    }
    await expectStatus(await s.status("task_nope"), 404);
  });

  it("answers exactly the SDK's fields in the production dialect", async () => {
    const prod = await createAccount(s.t.db, {
      name: "Prod",
      balance: { subscription: 100n, topUp: 0n },
      dialect: "production",
    });
    const created = await s.create({ query: QUERY }, prod.apiKey);
    expect(Object.keys(created.body).sort()).toEqual(["id", "status"]);
    await s.runtime.settled(created.body.id);
    const status = await s.status(created.body.id, prod.apiKey);
    expect(status.body).toEqual({ id: created.body.id, status: "Completed" });
    const result = await s.result(created.body.id, prod.apiKey);
    expect(Object.keys(result.body).sort()).toEqual(["error", "id", "result", "status"]);
    expect(result.body.result).toMatch(/^# Compare Bitcoin/);
  });

  it("gives no result and no error while the task runs", async () => {
    await s.runtime.hold("Researching");
    const { body } = await s.create({ query: QUERY });
    await s.next(body.id, "Queued");
    const { body: result } = await s.result(body.id);
    expect(result).toMatchObject({ status: "Researching", result: null, error: null, finished_at: null });
    expect(result.usage).toBeUndefined();
    await s.runtime.release("Researching");
    await s.runtime.settled(body.id);
  });
});

it("counts task requests against the account's rate limit", async () => {
  const limits = { ...defaultConfig().limits, rateLimit: { requests: 2, windowMs: 60_000 } };
  const k = await tasksApp({ config: { limits } });
  try {
    const first = await k.create({ query: QUERY });
    await expectStatus(await k.status(first.body.id), 200);
    const third = await k.status(first.body.id);
    await expectStatus(third, 429);
    await k.runtime.settled(first.body.id);
  } finally {
    await k.t.close();
  }
});

it("the ledger audit sees task charges: a second charge for a task's plan is reported", async () => {
  const k = await tasksApp();
  try {
    const { body } = await k.create({ query: "price of BTC" });
    await k.runtime.settled(body.id);
    const { rows } = await k.t.db.query<{ plan_id: string }>(
      "SELECT plan_id FROM research_task_steps WHERE task_id = $1 AND consumed > 0",
      [body.id],
    );
    const planId = rows[0]?.plan_id ?? "";
    expect(await auditLedger(k.t.db)).toEqual([]);
    await charge(k.t.db, k.t.accountId, 1n, `plan:${planId}`);
    expect(await auditLedger(k.t.db)).toMatchObject([{ kind: "plan_charge_mismatch", subject: planId }]);
  } finally {
    await k.t.close();
  }
});
