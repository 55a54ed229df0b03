import type { Queryable } from "../db/db.ts";
import type { StepOutcome } from "../search/run-steps.ts";
import type { PlanStep } from "../search/types.ts";
import type { Vertical } from "../tools/types.ts";

/** One sub-question and the search plan that researches it. */
export interface StoredStep {
  position: number;
  question: string;
  vertical: Vertical;
  planId: string | null;
  status: "pending" | "done" | "failed";
  steps: PlanStep[] | null;
  outcomes: StepOutcome[] | null;
  consumed: bigint;
  error: string | null;
}

type StepRow = {
  position: number;
  question: string;
  vertical: Vertical;
  plan_id: string | null;
  status: StoredStep["status"];
  steps: PlanStep[] | null;
  outcomes: StepOutcome[] | null;
  consumed: bigint | number;
  error: string | null;
};

export async function loadSteps(q: Queryable, taskId: string): Promise<StoredStep[]> {
  const { rows } = await q.query<StepRow>(
    "SELECT * FROM research_task_steps WHERE task_id = $1 ORDER BY position",
    [taskId],
  );
  return rows.map((r) => ({
    position: r.position,
    question: r.question,
    vertical: r.vertical,
    planId: r.plan_id,
    status: r.status,
    steps: r.steps,
    outcomes: r.outcomes,
    consumed: BigInt(r.consumed),
    error: r.error,
  }));
}

/** Saves the sub-questions and moves the task to Researching, in one transaction's caller. */
export async function insertSteps(
  q: Queryable,
  taskId: string,
  questions: ReadonlyArray<{ question: string; vertical: Vertical }>,
): Promise<void> {
  for (const [position, s] of questions.entries()) {
    await q.query(
      "INSERT INTO research_task_steps (task_id, position, question, vertical) VALUES ($1, $2, $3, $4)",
      [taskId, position, s.question, s.vertical],
    );
  }
}

/** Written before the plan runs, so a restart finds the plan and never runs the question twice. */
export async function assignPlan(
  q: Queryable,
  taskId: string,
  position: number,
  planId: string,
  steps: PlanStep[],
): Promise<void> {
  await q.query(
    "UPDATE research_task_steps SET plan_id = $3, steps = $4::jsonb WHERE task_id = $1 AND position = $2",
    [taskId, position, planId, JSON.stringify(steps)],
  );
}

export async function finishStep(
  q: Queryable,
  taskId: string,
  position: number,
  result: { outcomes: StepOutcome[] | null; consumed: bigint; error: string | null },
): Promise<void> {
  await q.query(
    `UPDATE research_task_steps SET status = $3, outcomes = $4::jsonb, consumed = $5, error = $6
     WHERE task_id = $1 AND position = $2`,
    [
      taskId,
      position,
      result.error === null ? "done" : "failed",
      result.outcomes === null ? null : JSON.stringify(result.outcomes),
      result.consumed,
      result.error,
    ],
  );
}

/** What the task has charged, read from the ledger: the charges of its sub-questions' plans. */
export async function consumedBy(q: Queryable, taskId: string): Promise<bigint> {
  const { rows } = await q.query<{ total: bigint | number | null }>(
    `SELECT -SUM(l.subscription_delta + l.top_up_delta)::bigint AS total
     FROM research_task_steps s JOIN ledger_entries l ON l.reference = 'plan:' || s.plan_id
     WHERE s.task_id = $1`,
    [taskId],
  );
  return BigInt(rows[0]?.total ?? 0);
}
