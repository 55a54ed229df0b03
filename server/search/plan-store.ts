import type { Queryable } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import type { PlanStep } from "./types.ts";

export type PlanStatus = "pending_confirmation" | "running" | "completed" | "failed";

export interface StoredPlan {
  id: string;
  accountId: string;
  query: string;
  vertical: string;
  steps: PlanStep[];
  reason: string;
  planningStatus: "success" | "failed";
  estimate: bigint;
  signature: string;
  deterministic: boolean;
  status: PlanStatus;
  createdAt: number;
  expiresAt: number;
  /** When the current run claimed it (epoch ms); null until it runs. */
  claimedAt?: number | null;
}

interface PlanRow {
  id: string;
  account_id: string;
  query: string;
  vertical: string;
  steps: PlanStep[];
  reason: string;
  planning_status: "success" | "failed";
  estimate: bigint | number;
  signature: string;
  deterministic: boolean;
  status: PlanStatus;
  created_at: bigint | number;
  expires_at: bigint | number;
  claimed_at: bigint | number | null;
}

function fromRow(row: PlanRow): StoredPlan {
  return {
    id: row.id,
    accountId: row.account_id,
    query: row.query,
    vertical: row.vertical,
    steps: row.steps,
    reason: row.reason,
    planningStatus: row.planning_status,
    estimate: BigInt(row.estimate),
    signature: row.signature,
    deterministic: row.deterministic,
    status: row.status,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    claimedAt: row.claimed_at === null ? null : Number(row.claimed_at),
  };
}

export async function insertPlan(q: Queryable, plan: StoredPlan): Promise<void> {
  await q.query(
    `INSERT INTO search_plans (id, account_id, query, vertical, steps, reason, planning_status, estimate,
       signature, deterministic, status, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      plan.id,
      plan.accountId,
      plan.query,
      plan.vertical,
      JSON.stringify(plan.steps),
      plan.reason,
      plan.planningStatus,
      plan.estimate,
      plan.signature,
      plan.deterministic,
      plan.status,
      plan.createdAt,
      plan.expiresAt,
    ],
  );
}

/**
 * Moves a pending, unexpired plan of this account to `running` and returns it. Otherwise says why,
 * with one code per cause; another account's plan is reported as not found so ids leak nothing.
 *
 * A plan runs once across every instance on one database: the UPDATE takes the plan's row lock, and
 * under READ COMMITTED a concurrent UPDATE waits for it and re-checks the condition on the committed
 * row, so exactly one claim matches (guarded by plan-two-instances.pg.test.ts).
 *
 * The claim is a lease stamped `claimed_at`: a run cut off before its charge (the database gone
 * during the final transaction, the process killed) leaves the plan `running` and uncharged, since
 * charge and completion are one transaction. Once the claim is older than `PLAN_RUN_LEASE_MS` the
 * plan is claimed again; `finishPlan` only completes a plan under the claim its run holds, so a late
 * first run cannot charge after a takeover (plan-run-outage.pg.test.ts).
 */
/**
 * How long a run may hold its claim before the plan is runnable again. A run calls the catalog's
 * tools and charges once; well within this, and well under the plan's five-minute life, so a plan
 * cut off by an outage can still run after it.
 */
export const PLAN_RUN_LEASE_MS = 60_000;

export async function claimPlan(
  q: Queryable,
  accountId: string,
  planId: string,
  now: number,
): Promise<StoredPlan> {
  const claimed = await q.query<PlanRow>(
    `UPDATE search_plans SET status = 'running', claimed_at = $3
     WHERE id = $1 AND account_id = $2 AND expires_at > $3
       AND (status = 'pending_confirmation' OR (status = 'running' AND claimed_at <= $4))
     RETURNING *`,
    [planId, accountId, now, now - PLAN_RUN_LEASE_MS],
  );
  const row = claimed.rows[0];
  if (row) return fromRow(row);
  const found = await q.query<PlanRow>("SELECT * FROM search_plans WHERE id = $1 AND account_id = $2", [
    planId,
    accountId,
  ]);
  const existing = found.rows[0];
  if (!existing) throw new ServiceError(404, "PLAN_NOT_FOUND", "No plan with this id", { plan_id: planId });
  if (existing.planning_status !== "success") {
    throw new ServiceError(
      422,
      "PLAN_NOT_RUNNABLE",
      "This plan has no steps: the query could not be planned",
      {
        plan_id: planId,
        reason: existing.reason,
      },
    );
  }
  // An expired plan is said to be expired, also when a run cut off by an outage left it claimed.
  const abandoned = existing.status === "running" && Number(existing.claimed_at) <= now - PLAN_RUN_LEASE_MS;
  if (existing.status !== "pending_confirmation" && !abandoned) {
    throw new ServiceError(409, "PLAN_ALREADY_RUN", "This plan has already been run; plans run once", {
      plan_id: planId,
      status: existing.status,
    });
  }
  throw new ServiceError(410, "PLAN_EXPIRED", "This plan has expired; create a new plan", {
    plan_id: planId,
    expired_at: new Date(Number(existing.expires_at)).toISOString(),
  });
}

/**
 * Ends a run. With `claimedAt` (the run's own claim), only while that claim still holds: false when
 * the plan was taken over after its lease ran out, and the caller must then roll back its charge.
 */
export async function finishPlan(
  q: Queryable,
  planId: string,
  status: "completed" | "failed",
  consumed: bigint,
  now: number,
  claimedAt?: number | null,
): Promise<boolean> {
  const result =
    claimedAt === undefined || claimedAt === null
      ? await q.query("UPDATE search_plans SET status = $2, consumed = $3, finished_at = $4 WHERE id = $1", [
          planId,
          status,
          consumed,
          now,
        ])
      : await q.query(
          `UPDATE search_plans SET status = $2, consumed = $3, finished_at = $4
           WHERE id = $1 AND status = 'running' AND claimed_at = $5`,
          [planId, status, consumed, now, claimedAt],
        );
  return (result.affectedRows ?? 0) > 0;
}

/** Test control: makes a plan expire now, so an end-to-end test need not wait five minutes. */
export async function expirePlan(q: Queryable, planId: string, now: number): Promise<boolean> {
  const result = await q.query("UPDATE search_plans SET expires_at = $2 WHERE id = $1", [planId, now]);
  return (result.affectedRows ?? 0) > 0;
}
