import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { callRecordQueries } from "../../../lib/call-records/call-record-queries";
import { useFollowCallRecords } from "../../../lib/call-records/use-follow-call-records";
import { readCallNames, subscribeCallNames } from "../model/call-names";
import { migrateToolHistory } from "../model/legacy-history";
import { type ToolCall, toolCallOf } from "../model/history-store";

/** This profile's tool calls from the call records, newest first; the old localStorage list moves in once. */
export function useToolHistory(profileId: string): ToolCall[] {
  useFollowCallRecords();
  useEffect(() => void migrateToolHistory(profileId), [profileId]);
  const readNames = useCallback(() => readCallNames(profileId), [profileId]);
  const names = useSyncExternalStore(subscribeCallNames, readNames, readNames);
  const { data } = useQuery(callRecordQueries.list(profileId));
  return (data ?? [])
    .filter((record) => record.kind === "tool")
    .map((record) => toolCallOf(record, names.find((entry) => entry.id === record.id)?.name ?? null));
}
