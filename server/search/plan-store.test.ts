import { createAccount } from "../auth/accounts.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import {
  claimPlan,
  expirePlan,
  finishPlan,
  insertPlan,
  PLAN_RUN_LEASE_MS,
  type StoredPlan,
} from "./plan-store.ts";

// One database for the file; each test works on its own plan id.
let t: TestApp;
let id = "";
let counter = 0;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  id = `plan_${++counter}`;
});

function plan(overrides: Partial<StoredPlan> = {}): StoredPlan {
  return {
    id,
    accountId: t.accountId,
    query: "price of bitcoin",
    vertical: "crypto",
    steps: [
      { id: "s1", tool_name: "coingecko_searchCoin", parameters: { query: "bitcoin" }, reasoning: "r" },
    ],
    reason: "why",
    planningStatus: "success",
    estimate: 3n,
    signature: "abc",
    deterministic: true,
    status: "pending_confirmation",
    createdAt: 1_000,
    expiresAt: 301_000,
    ...overrides,
  };
}

describe("plan store", () => {
  it("claims a pending plan once, keeping its steps and estimate", async () => {
    await insertPlan(t.db, plan());
    const claimed = await claimPlan(t.db, t.accountId, id, 2_000);
    expect(claimed).toMatchObject({
      status: "running",
      estimate: 3n,
      steps: plan().steps,
      expiresAt: 301_000,
    });
    await expect(claimPlan(t.db, t.accountId, id, 2_000)).rejects.toMatchObject({
      status: 409,
      code: "PLAN_ALREADY_RUN",
    });
    await finishPlan(t.db, id, "completed", 2n, 3_000);
    await expect(claimPlan(t.db, t.accountId, id, 3_000)).rejects.toMatchObject({
      code: "PLAN_ALREADY_RUN",
    });
  });

  it("refuses a plan at and after its expiry time", async () => {
    await insertPlan(t.db, plan());
    await expect(claimPlan(t.db, t.accountId, id, 301_000)).rejects.toMatchObject({
      status: 410,
      code: "PLAN_EXPIRED",
      details: { plan_id: id, expired_at: new Date(301_000).toISOString() },
    });
    expect(await claimPlan(t.db, t.accountId, id, 300_999)).toMatchObject({ id });
  });

  it("reports unknown plans and other accounts' plans alike", async () => {
    const other = await createAccount(t.db, {
      name: "other",
      balance: { subscription: 0n, topUp: 0n },
      dialect: null,
    });
    await insertPlan(t.db, plan({ accountId: other.accountId }));
    await expect(claimPlan(t.db, t.accountId, id, 2_000)).rejects.toMatchObject({
      status: 404,
      code: "PLAN_NOT_FOUND",
    });
    await expect(claimPlan(t.db, t.accountId, "nope", 2_000)).rejects.toMatchObject({
      code: "PLAN_NOT_FOUND",
    });
  });

  it("expires a plan on demand for end-to-end tests", async () => {
    await insertPlan(t.db, plan());
    expect(await expirePlan(t.db, id, 5_000)).toBe(true);
    expect(await expirePlan(t.db, "missing", 5_000)).toBe(false);
    await expect(claimPlan(t.db, t.accountId, id, 5_000)).rejects.toMatchObject({
      code: "PLAN_EXPIRED",
    });
  });

  it("refuses to run a plan whose planning failed", async () => {
    await insertPlan(t.db, plan({ planningStatus: "failed", status: "failed", steps: [], estimate: 0n }));
    await expect(claimPlan(t.db, t.accountId, id, 2_000)).rejects.toMatchObject({
      status: 422,
      code: "PLAN_NOT_RUNNABLE",
      details: { reason: "why" },
    });
  });

  it("lets only one of two racing runs claim the plan", async () => {
    await insertPlan(t.db, plan());
    const results = await Promise.allSettled([
      claimPlan(t.db, t.accountId, id, 2_000),
      claimPlan(t.db, t.accountId, id, 2_000),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
  });

  it("takes over a claim older than the lease, and the first run can then no longer finish the plan", async () => {
    await insertPlan(t.db, plan());
    const first = await claimPlan(t.db, t.accountId, id, 2_000);
    await expect(claimPlan(t.db, t.accountId, id, 2_000 + PLAN_RUN_LEASE_MS - 1)).rejects.toMatchObject({
      code: "PLAN_ALREADY_RUN",
    });
    const second = await claimPlan(t.db, t.accountId, id, 2_000 + PLAN_RUN_LEASE_MS);
    expect(second.claimedAt).toBe(2_000 + PLAN_RUN_LEASE_MS);
    expect(await finishPlan(t.db, id, "completed", 2n, 70_000, first.claimedAt)).toBe(false);
    expect(await finishPlan(t.db, id, "completed", 2n, 70_000, second.claimedAt)).toBe(true);
    await expect(claimPlan(t.db, t.accountId, id, 2_000 + 3 * PLAN_RUN_LEASE_MS)).rejects.toMatchObject({
      code: "PLAN_ALREADY_RUN",
    });
  });

  it("says an abandoned claim's plan is expired once it is past its expiry", async () => {
    await insertPlan(t.db, plan());
    await claimPlan(t.db, t.accountId, id, 2_000);
    await expect(claimPlan(t.db, t.accountId, id, 301_000)).rejects.toMatchObject({
      status: 410,
      code: "PLAN_EXPIRED",
    });
  });
});
