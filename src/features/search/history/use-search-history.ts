import { useCallback, useSyncExternalStore } from "react";
import type { HistoryEntry, PlanEntry } from "./history-schema";
import { readHistory, subscribeHistory } from "./history-store";

export function useSearchHistory(profileId: string): HistoryEntry[] {
  const read = useCallback(() => readHistory(profileId), [profileId]);
  return useSyncExternalStore(subscribeHistory, read, read);
}

export function usePlanEntry(profileId: string, planId: string): PlanEntry | null {
  const entries = useSearchHistory(profileId);
  return entries.find((e): e is PlanEntry => e.kind === "plan" && e.id === planId) ?? null;
}
