import type { Queryable } from "../db/db.ts";
import { productionId } from "../http/ids.ts";
import type { Claim } from "./claims.ts";

/** What validation kept, and why it rejected the rest. */
export interface ValidatedClaims {
  kept: Claim[];
  rejected: string[];
}

export const TASK_STATUSES = [
  "Queued",
  "Researching",
  "Validating",
  "Summarizing",
  "Completed",
  "Failed",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** The statuses a task passes through before it ends. */
export const TASK_PHASES = ["Queued", "Researching", "Validating", "Summarizing"] as const;
export const isTerminal = (s: TaskStatus): boolean => s === "Completed" || s === "Failed";

export interface StoredTask {
  id: string;
  accountId: string;
  query: string;
  instruction: string | null;
  status: TaskStatus;
  claims: ValidatedClaims | null;
  report: string | null;
  error: string | null;
  createdAt: number;
  finishedAt: number | null;
}

/** `task_` and 21 URL-safe characters, minted as the service's production plan ids are. */
export function newTaskId(): string {
  return productionId("task_");
}

type TaskRow = {
  id: string;
  account_id: string;
  query: string;
  instruction: string | null;
  status: TaskStatus;
  claims: ValidatedClaims | null;
  report: string | null;
  error: string | null;
  created_at: bigint | number;
  finished_at: bigint | number | null;
};

const fromRow = (r: TaskRow): StoredTask => ({
  id: r.id,
  accountId: r.account_id,
  query: r.query,
  instruction: r.instruction,
  status: r.status,
  claims: r.claims,
  report: r.report,
  error: r.error,
  createdAt: Number(r.created_at),
  finishedAt: r.finished_at === null ? null : Number(r.finished_at),
});

/** Inserts a new task, leased to `lease.owner` from the start when given (no instance can take it first). */
export async function insertTask(
  q: Queryable,
  task: Pick<StoredTask, "id" | "accountId" | "query" | "instruction" | "createdAt">,
  lease: { owner: string; ms: number } | null = null,
): Promise<void> {
  await q.query(
    `INSERT INTO research_tasks (id, account_id, query, instruction, created_at, lease_owner, lease_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::text, CASE WHEN $6::text IS NULL THEN NULL
       ELSE (extract(epoch from clock_timestamp()) * 1000)::bigint + $7 END)`,
    [
      task.id,
      task.accountId,
      task.query,
      task.instruction,
      task.createdAt,
      lease?.owner ?? null,
      lease?.ms ?? 0,
    ],
  );
}

/** This account's task; another account's task is not found, like a missing one. */
export async function findTask(q: Queryable, accountId: string, id: string): Promise<StoredTask | null> {
  const { rows } = await q.query<TaskRow>("SELECT * FROM research_tasks WHERE id = $1 AND account_id = $2", [
    id,
    accountId,
  ]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function loadTask(q: Queryable, id: string): Promise<StoredTask | null> {
  const { rows } = await q.query<TaskRow>("SELECT * FROM research_tasks WHERE id = $1", [id]);
  return rows[0] ? fromRow(rows[0]) : null;
}

// The runner's writes are fenced by its lease: `owner` given, a runtime that lost the task to
// another instance (its lease ran out) changes nothing. Null: no fence (tools that hold no lease).
const FENCE = (n: number) => `($${n}::text IS NULL OR lease_owner = $${n})`;

/** Moves the task on from `from`; a task that is no longer there (another runner moved it) stays put. */
export async function setStatus(
  q: Queryable,
  id: string,
  from: TaskStatus,
  to: TaskStatus,
  owner: string | null = null,
): Promise<void> {
  await q.query(`UPDATE research_tasks SET status = $3 WHERE id = $1 AND status = $2 AND ${FENCE(4)}`, [
    id,
    from,
    to,
    owner,
  ]);
}

export async function saveClaims(
  q: Queryable,
  id: string,
  claims: ValidatedClaims,
  owner: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE research_tasks SET claims = $2::jsonb, status = 'Summarizing'
     WHERE id = $1 AND status = 'Validating' AND ${FENCE(3)}`,
    [id, JSON.stringify(claims), owner],
  );
}

export async function completeTask(
  q: Queryable,
  id: string,
  report: string,
  now: number,
  owner: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE research_tasks SET status = 'Completed', report = $2, finished_at = $3
     WHERE id = $1 AND status = 'Summarizing' AND ${FENCE(4)}`,
    [id, report, now, owner],
  );
}

export async function failTask(
  q: Queryable,
  id: string,
  error: string,
  now: number,
  owner: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE research_tasks SET status = 'Failed', error = $2, finished_at = $3
     WHERE id = $1 AND status NOT IN ('Completed', 'Failed') AND ${FENCE(4)}`,
    [id, error, now, owner],
  );
}
