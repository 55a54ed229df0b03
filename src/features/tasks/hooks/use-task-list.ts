import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { callRecordQueries } from "../../../lib/call-records/call-record-queries";
import { useFollowCallRecords } from "../../../lib/call-records/use-follow-call-records";
import { importTaskList } from "../model/legacy-import";
import { mergeTasks } from "../model/recorded-tasks";
import { type TaskEntry, taskStore, readTasks } from "../model/task-list";

/** This profile's tasks: those of the call records, with the status last seen on the wire. */
export function useTaskList(profileId: string): TaskEntry[] {
  useFollowCallRecords();
  useEffect(() => void importTaskList(profileId), [profileId]);
  const read = useCallback(() => readTasks(profileId), [profileId]);
  const local = useSyncExternalStore(taskStore.subscribe, read, read);
  const { data } = useQuery(callRecordQueries.list(profileId));
  return useMemo(() => mergeTasks(local, data ?? []), [local, data]);
}

export function useTaskEntry(profileId: string, id: string): TaskEntry | null {
  return useTaskList(profileId).find((e) => e.id === id) ?? null;
}
