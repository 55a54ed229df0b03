import * as v from "valibot";
import { finiteNumber } from "../../../lib/schema";

export const TASK_STATUSES = [
  "Queued",
  "Researching",
  "Validating",
  "Summarizing",
  "Completed",
  "Failed",
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const isTerminal = (status: TaskStatus): boolean => status === "Completed" || status === "Failed";

const status = v.picklist(TASK_STATUSES);
const when = v.pipe(
  v.nullish(v.string()),
  v.transform((iso) => {
    const ms = iso ? Date.parse(iso) : Number.NaN;
    return Number.isNaN(ms) ? null : ms;
  }),
);

/**
 * `{id, status}` from production; the reference service also sends `created_at` and `finished_at`
 * (ISO), read here as epoch ms or null.
 */
export const taskStatusSchema = v.pipe(
  v.object({ id: v.string(), status, created_at: when, finished_at: when }),
  v.transform(({ created_at, finished_at, ...wire }) => ({
    ...wire,
    createdAt: created_at,
    finishedAt: finished_at,
  })),
);
export type TaskState = v.InferOutput<typeof taskStatusSchema>;

/**
 * `{id, status, result, error}`. What the task consumed comes only from the wire's `usage`
 * (the reference service sends it once the task has ended); production does not say.
 */
export const taskResultSchema = v.pipe(
  v.object({
    id: v.string(),
    status,
    result: v.nullish(v.string()),
    error: v.nullish(v.string()),
    created_at: when,
    finished_at: when,
    usage: v.nullish(v.object({ consumed: finiteNumber })),
  }),
  v.transform((wire) => ({
    id: wire.id,
    status: wire.status,
    result: wire.result ?? null,
    error: wire.error ?? null,
    createdAt: wire.created_at,
    finishedAt: wire.finished_at,
    consumed: wire.usage?.consumed ?? null,
  })),
);
export type TaskResult = v.InferOutput<typeof taskResultSchema>;
