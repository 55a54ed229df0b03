import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { HistoryEntry, PlanEntry } from "./history-schema";
import { readHistory, subscribeHistory } from "./history-store";
import { importSearchHistory } from "./legacy-import";

export function useSearchHistory(profileId: string): HistoryEntry[] {
  useEffect(() => void importSearchHistory(profileId), [profileId]);
  const read = useCallback(() => readHistory(profileId), [profileId]);
  return useSyncExternalStore(subscribeHistory, read, read);
}

export function usePlanEntry(profileId: string, planId: string): PlanEntry | null {
  const entries = useSearchHistory(profileId);
  return entries.find((e): e is PlanEntry => e.kind === "plan" && e.id === planId) ?? null;
}
