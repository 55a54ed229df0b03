import type { Queryable } from "../db/db.ts";
import { envSetting } from "../config.ts";

/**
 * Each research task is advanced by exactly one instance at a time: the one holding its lease
 * (`research_tasks.lease_owner` until `lease_expires_at`). The holder renews it while it lives; when
 * its process dies the lease runs out and any other instance takes the task over from its saved phase.
 *
 * Lease times are on the database server's clock, so instances on machines whose clocks differ
 * still agree on when a lease has run out.
 */
const DB_NOW = "(extract(epoch from clock_timestamp()) * 1000)::bigint";
const UNFINISHED = "status NOT IN ('Completed', 'Failed')";

/** How long a lease lasts unless renewed; renewed every third of it. */
export const DEFAULT_LEASE_MS = 30_000;

export function leaseMsFromEnv(raw = envSetting("TASK_LEASE_MS")): number {
  if (raw === undefined || raw === "") return DEFAULT_LEASE_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 300)
    throw new Error(`TASK_LEASE_MS must be a whole number of ms, at least 300, got "${raw}"`);
  return ms;
}

/**
 * Takes or renews the lease of one unfinished task for `owner`; false when another holder's lease
 * is still running or the task has ended. One conditional UPDATE: it takes the task's row lock, and
 * under READ COMMITTED an UPDATE that waited for a concurrent one re-checks the condition on the
 * row that one committed, so of two instances taking a free task at once exactly one gets it.
 */
export async function takeLease(
  q: Queryable,
  taskId: string,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE research_tasks SET lease_owner = $2, lease_expires_at = ${DB_NOW} + $3
     WHERE id = $1 AND ${UNFINISHED}
       AND (lease_owner IS NULL OR lease_owner = $2 OR lease_expires_at <= ${DB_NOW})
     RETURNING id`,
    [taskId, owner, leaseMs],
  );
  return rows.length > 0;
}

/**
 * Takes unfinished tasks that nobody holds (never taken, or their holder stopped renewing), oldest
 * first. SKIP LOCKED: a task another instance is taking or renewing right now is passed over rather
 * than waited for, and re-checked under its lock, so no task is handed to two instances.
 */
export async function takeOrphans(q: Queryable, owner: string, leaseMs: number, max = 20): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `UPDATE research_tasks SET lease_owner = $1, lease_expires_at = ${DB_NOW} + $2
     WHERE id IN (
       SELECT id FROM research_tasks
       WHERE ${UNFINISHED} AND (lease_owner IS NULL OR lease_expires_at <= ${DB_NOW})
       ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [owner, leaseMs, max],
  );
  return rows.map((r) => r.id);
}

/** Renews the leases `owner` still holds among `ids`; returns those ids (a lost one is absent). */
export async function renewLeases(
  q: Queryable,
  owner: string,
  ids: readonly string[],
  leaseMs: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await q.query<{ id: string }>(
    `UPDATE research_tasks SET lease_expires_at = ${DB_NOW} + $3
     WHERE id = ANY($2::text[]) AND lease_owner = $1
     RETURNING id`,
    [owner, ids, leaseMs],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * On PGlite the service is one process (the stack lock keeps it so): a lease another runtime holds
 * when a runtime starts was left by a process that died, and is freed at once rather than waited out.
 */
export async function freeLeasesOfOthers(q: Queryable, owner: string): Promise<void> {
  await q.query(
    `UPDATE research_tasks SET lease_owner = NULL, lease_expires_at = NULL WHERE ${UNFINISHED} AND lease_owner <> $1`,
    [owner],
  );
}

/** Gives the task up (a runtime stopping cleanly), so another instance need not wait for expiry. */
export async function releaseLease(q: Queryable, taskId: string, owner: string): Promise<void> {
  await q.query(
    "UPDATE research_tasks SET lease_owner = NULL, lease_expires_at = NULL WHERE id = $1 AND lease_owner = $2",
    [taskId, owner],
  );
}
