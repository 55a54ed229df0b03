import { deviceId } from "../../../lib/call-records/device-id";
import { importLegacyList } from "../../../lib/call-records/legacy-import";
import { taskEntrySchema, taskListKey } from "./task-list";

/** This profile's research tasks started before the call records existed, copied in once. */
export function importTaskList(profileId: string): Promise<void> {
  return importLegacyList({
    what: "Task list",
    storageKey: taskListKey(profileId),
    profileId,
    schema: taskEntrySchema,
    toRecord: (task) => ({
      id: `imported-task-${task.id}`,
      at: task.startedAt,
      profileId,
      device: deviceId(),
      kind: "task",
      vertical: null,
      subject: task.query,
      input: { query: task.query, ...(task.instruction ? { instruction: task.instruction } : {}) },
      // The old list never knew what a task consumed.
      credits: null,
      creditsSource: "not_reported",
      latencyMs: task.finishedAt !== null ? Math.max(0, task.finishedAt - task.startedAt) : null,
      outcome: task.status === "Completed" ? "ok" : task.status === "Failed" ? "error" : "pending",
      error: null,
      output: null,
      ref: task.id,
      pinned: false,
    }),
  });
}
