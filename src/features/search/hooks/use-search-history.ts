import { useRecordedList } from "../../../lib/call-records/use-recorded-list";
import type { HistoryEntry, PlanEntry } from "../model/history-schema";
import { historyList } from "../model/history-store";
import { importSearchHistory } from "../model/legacy-import";
import { mergeHistory } from "../model/recorded-history";

/** Searches and plans of a profile, newest first: paid answers from the call records (recorded-history.ts). */
export function useSearchHistory(profileId: string): HistoryEntry[] {
  return useRecordedList(historyList, profileId, mergeHistory, { importLegacy: importSearchHistory });
}

export function usePlanEntry(profileId: string, planId: string): PlanEntry | null {
  const entries = useSearchHistory(profileId);
  return entries.find((e): e is PlanEntry => e.kind === "plan" && e.id === planId) ?? null;
}
