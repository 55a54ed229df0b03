import type { Transaction } from "../db/db.ts";

/** The causes `GET /account/ledger` names (migration 012 keeps the column to these). */
export type Movement = "top_up" | "search" | "plan_run" | "tool" | "task" | "subscription" | "reversal";

/** How a caller of `charge` names a plan's charge; a plan a research step ran is a task's instead. */
export type PlanCharge = "search" | "plan_run";

const idOf = (reference: string | null): string | null =>
  reference === null ? null : reference.slice(reference.indexOf(":") + 1);

/**
 * A ledger entry's cause and the id it links to, from the entry's kind and reference (`topup:<invoice>`,
 * `plan:<plan>`, `tool_execution:<execution>`). Kept in step with migration 012's backfill.
 */
export async function movementOf(
  tx: Transaction,
  kind: string,
  reference: string | null,
  planCharge: PlanCharge,
): Promise<{ movement: Movement; ref: string | null }> {
  if (kind === "top_up" || kind === "reversal") return { movement: kind, ref: idOf(reference) };
  if (kind !== "charge") return { movement: "subscription", ref: idOf(reference) };
  if (reference?.startsWith("tool_execution:")) return { movement: "tool", ref: idOf(reference) };
  const { rows } = await tx.query<{ task_id: string }>(
    "SELECT task_id FROM research_task_steps WHERE plan_id = $1 LIMIT 1",
    [idOf(reference)],
  );
  const task = rows[0]?.task_id;
  return task === undefined
    ? { movement: planCharge, ref: idOf(reference) }
    : { movement: "task", ref: task };
}
