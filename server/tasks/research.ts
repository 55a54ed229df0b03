import type { Queryable } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import { stepExecutor } from "../search/execute-step.ts";
import { runSteps, type StepOutcome } from "../search/run-steps.ts";
import { createPlan, runPlan, type SearchDeps } from "../search/search-service.ts";
import { assignPlan, finishStep, type StoredStep } from "./step-store.ts";

type PlanState = { status: string; consumed: bigint };

async function planState(q: Queryable, planId: string): Promise<PlanState | null> {
  const { rows } = await q.query<{ status: string; consumed: bigint | null }>(
    "SELECT status, consumed FROM search_plans WHERE id = $1",
    [planId],
  );
  const row = rows[0];
  return row ? { status: row.status, consumed: BigInt(row.consumed ?? 0) } : null;
}

const noData = (outcomes: readonly StepOutcome[]) =>
  `no data call succeeded (${outcomes.flatMap((o) => (o.ok ? [] : [o.error])).join("; ") || "nothing ran"})`;

async function runNewPlan(s: SearchDeps, taskId: string, accountId: string, step: StoredStep) {
  // The dialect only mints the plan's ids, which a task never shows: the service's own is used.
  const request = {
    query: step.question,
    vertical: step.vertical,
    deterministic: true,
    dialect: s.config.dialect,
  };
  const plan = await createPlan(s, accountId, request);
  if (plan.planningStatus !== "success") {
    await finishStep(s.db, taskId, step.position, { outcomes: null, consumed: 0n, error: plan.reason });
    return;
  }
  await assignPlan(s.db, taskId, step.position, plan.id, plan.steps);
  await runAssigned(s, taskId, accountId, step.position, plan.id);
}

async function runAssigned(
  s: SearchDeps,
  taskId: string,
  accountId: string,
  position: number,
  planId: string,
) {
  const run = await runPlan(s, accountId, planId);
  const ok = run.outcomes.some((o) => o.ok);
  await finishStep(s.db, taskId, position, {
    outcomes: run.outcomes,
    consumed: run.consumed,
    error: ok ? null : noData(run.outcomes),
  });
}

/**
 * Researches one sub-question through the search's own plan-and-run, so its tool calls are
 * executed and charged exactly as a search's are (one ledger entry `plan:<id>`). Safe to call
 * again after a crash: the plan id saved on the step says how far it got.
 * - pending plan: it never ran, so it runs now (a plan runs once: claiming it is atomic);
 * - running plan: the process died mid-run, before the charge (charge and completion are one
 *   transaction), so nothing was charged and a new plan researches the question;
 * - completed or failed plan: already charged (or not) exactly once; only the outputs were lost,
 *   so the steps are replayed without charging to recover them.
 */
export async function researchStep(
  s: SearchDeps,
  taskId: string,
  accountId: string,
  step: StoredStep,
): Promise<void> {
  if (step.status !== "pending") return;
  const state = step.planId === null ? null : await planState(s.db, step.planId);
  if (step.planId === null || state === null || state.status === "running") {
    return runNewPlan(s, taskId, accountId, step);
  }
  if (state.status === "pending_confirmation") {
    try {
      return await runAssigned(s, taskId, accountId, step.position, step.planId);
    } catch (error) {
      if (error instanceof ServiceError && error.code === "PLAN_EXPIRED") {
        return runNewPlan(s, taskId, accountId, step);
      }
      throw error;
    }
  }
  const outcomes = state.status === "completed" ? await runSteps(step.steps ?? [], stepExecutor(s.ctx)) : [];
  const ok = state.status === "completed" && outcomes.some((o) => o.ok);
  await finishStep(s.db, taskId, step.position, {
    outcomes,
    consumed: state.consumed,
    error: ok ? null : noData(outcomes),
  });
}
