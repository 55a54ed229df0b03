import * as v from "valibot";
import type { CallRecord } from "../../../lib/call-records/call-record";
import { TASK_STATUSES, type TaskStatus } from "../api/task-schemas";
import type { TaskEntry } from "./task-list";

const taskInputSchema = v.object({ query: v.string(), instruction: v.optional(v.nullable(v.string())) });
// A settled task record keeps the ended result (task-calls.ts); only its status and end are read here.
const endedSchema = v.object({
  status: v.picklist(TASK_STATUSES),
  finishedAt: v.optional(v.nullable(v.number())),
});

function statusOf(record: CallRecord): { status: TaskStatus; finishedAt: number | null } {
  const ended = v.safeParse(endedSchema, record.output);
  if (ended.success) return { status: ended.output.status, finishedAt: ended.output.finishedAt ?? null };
  const finishedAt = record.latencyMs !== null ? record.at + record.latencyMs : null;
  if (record.outcome === "ok") return { status: "Completed", finishedAt };
  if (record.outcome === "error") return { status: "Failed", finishedAt };
  return { status: "Queued", finishedAt: null };
}

function entryOf(record: CallRecord): TaskEntry | null {
  if (record.kind !== "task" || record.ref === null) return null;
  const input = v.safeParse(taskInputSchema, record.input);
  return {
    id: record.ref,
    query: input.success ? input.output.query : record.subject,
    instruction: input.success ? (input.output.instruction ?? null) : null,
    startedAt: record.at,
    ...statusOf(record),
  };
}

/**
 * The task list as shown: every task the call records hold (a task is a paid call), with the status
 * the local list last saw on the wire when it knows the task (it is written on every poll, the record
 * only when the task ends). A local task the records lack (IndexedDB unavailable) is still shown.
 */
export function mergeTasks(local: TaskEntry[], records: CallRecord[]): TaskEntry[] {
  const seen = new Map(local.map((entry) => [entry.id, entry]));
  const recorded = new Map<string, TaskEntry>();
  for (const record of records) {
    const entry = entryOf(record);
    if (!entry || recorded.has(entry.id)) continue;
    const known = seen.get(entry.id);
    recorded.set(
      entry.id,
      known ? { ...entry, status: known.status, finishedAt: known.finishedAt ?? entry.finishedAt } : entry,
    );
  }
  const rest = local.filter((entry) => !recorded.has(entry.id));
  return [...recorded.values(), ...rest].sort((a, b) => b.startedAt - a.startedAt);
}
