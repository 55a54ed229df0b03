import { useRecordedList } from "../../../lib/call-records/use-recorded-list";
import { importTaskList } from "../model/legacy-import";
import { mergeTasks } from "../model/recorded-tasks";
import { taskStore, type TaskEntry } from "../model/task-list";

/** This profile's tasks: those of the call records, with the status last seen on the wire. */
export function useTaskList(profileId: string): TaskEntry[] {
  return useRecordedList(taskStore, profileId, mergeTasks, { importLegacy: importTaskList });
}

export function useTaskEntry(profileId: string, id: string): TaskEntry | null {
  return useTaskList(profileId).find((e) => e.id === id) ?? null;
}
