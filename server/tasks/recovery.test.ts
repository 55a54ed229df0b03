import { auditLedger } from "../billing/audit.ts";
import { defaultConfig } from "../config.ts";
import { createPlan, runPlan, type SearchDeps } from "../search/search-service.ts";
import { loadDatasets } from "../tools/datasets.ts";
import { TaskRuntime } from "./runner.ts";
import { assignPlan, loadSteps, type StoredStep } from "./step-store.ts";
import { freeLeasesOfOthers } from "./task-lease.ts";
import { loadTask } from "./task-store.ts";
import { tasksApp } from "./tasks-test-kit.ts";

type Kit = Awaited<ReturnType<typeof tasksApp>>;
let s: Kit;
let deps: SearchDeps;
beforeAll(async () => {
  s = await tasksApp();
  deps = {
    db: s.t.db,
    config: defaultConfig(),
    ctx: { chain: null, data: loadDatasets(), now: () => new Date() },
  };
});
afterAll(() => s.t.close());

const QUERY = "Compare Bitcoin and Ethereum prices";

/** As research.ts asks; `dialect` only mints ids. */
const planRequest = (step: StoredStep) => ({
  query: step.question,
  vertical: step.vertical,
  deterministic: true,
  dialect: "spec" as const,
});

/**
 * A new process on the same database: a fresh runtime that resumes what the old one left. The old
 * runtime stands for a dead process: its leases are freed, as they would run out (on PGlite the new
 * runtime frees them itself). Then the hold that froze the old runtime is lifted, and the old one
 * finds its lease gone and does nothing more.
 */
async function restart(taskId: string) {
  const runtime = new TaskRuntime(deps, () => {});
  runtime.phaseMs = 0;
  await freeLeasesOfOthers(s.t.db, runtime.owner);
  await runtime.recover();
  await s.runtime.release();
  await runtime.settled(taskId);
  return loadTask(s.t.db, taskId);
}

async function chargesOf(taskId: string) {
  const { rows } = await s.t.db.query<{ reference: string }>(
    `SELECT l.reference FROM ledger_entries l
     WHERE l.reference IN (SELECT 'plan:' || plan_id FROM research_task_steps WHERE task_id = $1)`,
    [taskId],
  );
  return rows.map((r) => r.reference);
}

/** A task stopped with its sub-questions saved, as if the process died during Researching. */
async function stoppedInResearch() {
  await s.runtime.hold("Researching");
  const { body } = await s.create({ query: QUERY });
  await s.next(body.id, "Queued");
  // The old process never moves again: its held phase is simply never released.
  return body.id;
}

afterEach(() => s.runtime.release());

it("resumes a task interrupted before its research and completes it, charging each plan once", async () => {
  const id = await stoppedInResearch();
  const task = await restart(id);
  expect(task?.status).toBe("Completed");
  expect(new Set(await chargesOf(id)).size).toBe((await chargesOf(id)).length);
  expect(await auditLedger(s.t.db)).toEqual([]);
});

it("a plan that was running when the process died was never charged: a new plan runs the question", async () => {
  const id = await stoppedInResearch();
  const [first] = await loadSteps(s.t.db, id);
  const plan = await createPlan(deps, s.t.accountId, planRequest(first!));
  await assignPlan(s.t.db, id, 0, plan.id, plan.steps);
  await s.t.db.query("UPDATE search_plans SET status = 'running' WHERE id = $1", [plan.id]);
  const before = await s.balance();

  const task = await restart(id);
  expect(task?.status).toBe("Completed");
  const [after] = await loadSteps(s.t.db, id);
  expect(after?.planId).not.toBe(plan.id);
  expect(await chargesOf(id)).not.toContain(`plan:${plan.id}`);
  expect(await auditLedger(s.t.db)).toEqual([]);
  expect(before - (await s.balance())).toBe(Number((await s.result(id)).body.usage?.consumed));
});

it("a plan charged before the crash is not charged again: its outputs are replayed for the report", async () => {
  const id = await stoppedInResearch();
  const [first] = await loadSteps(s.t.db, id);
  const plan = await createPlan(deps, s.t.accountId, planRequest(first!));
  await assignPlan(s.t.db, id, 0, plan.id, plan.steps);
  const run = await runPlan(deps, s.t.accountId, plan.id);
  expect(run.consumed).toBeGreaterThan(0n);

  const task = await restart(id);
  expect(task?.status).toBe("Completed");
  const charges = await chargesOf(id);
  expect(charges.filter((r) => r === `plan:${plan.id}`)).toHaveLength(1);
  expect(task?.report).toContain("Prices: BTC 67321.45 USD, ETH 3512.08 USD.");
  expect(await auditLedger(s.t.db)).toEqual([]);
});

it("resumes a task stopped after its research from Validating, without running anything again", async () => {
  await s.runtime.hold("Validating");
  const { body } = await s.create({ query: QUERY });
  for (let status = "Queued"; status !== "Validating";) status = await s.next(body.id, status);
  const charges = await chargesOf(body.id);
  const balance = await s.balance();
  const task = await restart(body.id);
  expect(task?.status).toBe("Completed");
  expect(await chargesOf(body.id)).toEqual(charges);
  expect(await s.balance()).toBe(balance);
});
