import type { Queryable } from "../db/db.ts";
import type { TaskStatus } from "./task-store.ts";

/**
 * Test control's task timing, kept in the database (`task_controls`, one row) so that a hold or a
 * phase time set through one instance acts on the tasks of every instance on the database.
 */
export interface TaskControls {
  /** null: each instance's own phase time (TASK_PHASE_MS). */
  phaseMs: number | null;
  held: TaskStatus[];
}

export async function readControls(q: Queryable): Promise<TaskControls> {
  const { rows } = await q.query<{ phase_ms: number | null; held: TaskStatus[] }>(
    "SELECT phase_ms, held FROM task_controls",
  );
  const row = rows[0];
  return { phaseMs: row?.phase_ms ?? null, held: row?.held ?? [] };
}

export async function setPhaseTime(q: Queryable, ms: number | null): Promise<void> {
  await q.query("UPDATE task_controls SET phase_ms = $1", [ms]);
}

/** One statement each, so holds set through two instances at once are both kept. */
export async function holdPhase(q: Queryable, status: TaskStatus): Promise<void> {
  await q.query(
    "UPDATE task_controls SET held = array_append(held, $1::text) WHERE NOT ($1::text = ANY(held))",
    [status],
  );
}

export async function releasePhases(q: Queryable, status?: TaskStatus): Promise<void> {
  if (status === undefined) await q.query("UPDATE task_controls SET held = '{}'");
  else await q.query("UPDATE task_controls SET held = array_remove(held, $1::text)", [status]);
}
