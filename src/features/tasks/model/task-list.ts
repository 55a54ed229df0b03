import * as v from "valibot";
import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";
import { TASK_STATUSES, type TaskStatus } from "../api/task-schemas";

/**
 * The status of the tasks started from this browser, per connection profile, newest first: the
 * service has no endpoint that lists tasks. The list shown is the call records' tasks merged with
 * this (recorded-tasks.ts). Never the key; the report is fetched again.
 */
export const taskEntrySchema = v.object({
  id: v.string(),
  query: v.string(),
  instruction: v.nullable(v.string()),
  startedAt: v.number(),
  status: v.picklist(TASK_STATUSES),
  finishedAt: v.nullable(v.number()),
});
export type TaskEntry = v.InferOutput<typeof taskEntrySchema>;

const MAX_ENTRIES = 50;

export const taskStore = createStoredList({
  keys: storageKeys.tasks,
  schema: taskEntrySchema,
  trim: (entries) => entries.slice(0, MAX_ENTRIES),
});

export const readTasks = taskStore.read;
export const taskListKey = taskStore.key;

export function addTask(profileId: string, entry: TaskEntry): void {
  taskStore.write(profileId, [entry, ...readTasks(profileId).filter((e) => e.id !== entry.id)]);
}

/** Records a status seen on the wire; the first terminal status also fixes the finish time. */
export function recordStatus(
  profileId: string,
  id: string,
  status: TaskStatus,
  finishedAt: number | null,
): void {
  const entries = readTasks(profileId);
  const current = entries.find((e) => e.id === id);
  if (current === undefined || (current.status === status && current.finishedAt !== null)) return;
  if (current.status === status && finishedAt === null) return;
  taskStore.write(
    profileId,
    entries.map((e) => (e.id === id ? { ...e, status, finishedAt: e.finishedAt ?? finishedAt } : e)),
  );
}
