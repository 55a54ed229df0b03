import { listCalls, updateCall } from "../../../lib/call-records/call-records";
import { creditsFields, trackCall } from "../../../lib/call-records/track-call";
import type { Connection } from "../../../lib/connection/connection";
import { createTask, type CreateTaskInput } from "../api/task-requests";
import type { TaskResult } from "../api/task-schemas";

/** `createTask`, with its call record: pending until the task's result is read (`settleTaskCall`). */
export function recordedCreateTask(connection: Connection, input: CreateTaskInput) {
  return trackCall(
    {
      profileId: connection.profileId,
      kind: "task",
      vertical: null,
      subject: input.query,
      input: { ...input },
    },
    () => createTask(connection, input),
    (state) => ({ consumed: null, output: null, ref: state.id, outcome: "pending" }),
  );
}

/**
 * Completes the task's record from its ended result: credits from the wire's `usage` (production does
 * not say: "not reported"), the report as the output. Never a balance difference.
 */
export async function settleTaskCall(profileId: string, result: TaskResult): Promise<void> {
  try {
    const record = (await listCalls(profileId)).find((r) => r.kind === "task" && r.ref === result.id);
    if (!record || record.outcome !== "pending") return;
    await updateCall(record.id, {
      ...creditsFields(result.consumed, null),
      outcome: result.status === "Completed" ? "ok" : "error",
      error: result.error,
      output: result,
      latencyMs:
        typeof result.finishedAt === "number" ? Math.max(0, result.finishedAt - record.at) : record.latencyMs,
    });
  } catch {
    // The record stays pending; the task page shows the result either way.
  }
}
