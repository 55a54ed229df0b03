import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { callRecordQueries } from "../../../lib/call-records/call-record-queries";
import { useFollowCallRecords } from "../../../lib/call-records/use-follow-call-records";
import type { HistoryEntry, PlanEntry } from "../model/history-schema";
import { readHistory, subscribeHistory } from "../model/history-store";
import { importSearchHistory } from "../model/legacy-import";
import { mergeHistory } from "../model/recorded-history";

/** Searches and plans of a profile, newest first: paid answers from the call records (recorded-history.ts). */
export function useSearchHistory(profileId: string): HistoryEntry[] {
  useFollowCallRecords();
  useEffect(() => void importSearchHistory(profileId), [profileId]);
  const read = useCallback(() => readHistory(profileId), [profileId]);
  const local = useSyncExternalStore(subscribeHistory, read, read);
  const { data } = useQuery(callRecordQueries.list(profileId));
  return useMemo(() => mergeHistory(local, data ?? []), [local, data]);
}

export function usePlanEntry(profileId: string, planId: string): PlanEntry | null {
  const entries = useSearchHistory(profileId);
  return entries.find((e): e is PlanEntry => e.kind === "plan" && e.id === planId) ?? null;
}
