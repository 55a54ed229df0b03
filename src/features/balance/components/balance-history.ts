import { useEffect, useSyncExternalStore } from "react";

/** One total as observed this session, from the first to the last fetch that returned it. */
export interface Reading {
  total: bigint;
  firstSeen: number;
  lastSeen: number;
}

// Session memory of what the cache reported, not server state: the query stays the source of the
// balance, this only remembers earlier answers so the page can say how the total moves.
const MAX_READINGS = 20;
const EMPTY: readonly Reading[] = [];
const histories = new Map<string, readonly Reading[]>();
const listeners = new Set<() => void>();

export function recordReading(key: string, total: bigint, at: number): void {
  const history = histories.get(key) ?? EMPTY;
  const last = history.at(-1);
  if (last && at <= last.lastSeen) return; // the same cache update seen by another component
  const next =
    last && last.total === total
      ? [...history.slice(0, -1), { ...last, lastSeen: at }]
      : [...history, { total, firstSeen: at, lastSeen: at }].slice(-MAX_READINGS);
  histories.set(key, next);
  listeners.forEach((notify) => notify());
}

export function resetBalanceHistory(): void {
  histories.clear();
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** Feeds the history from a query result and returns the readings of that query. */
export function useBalanceHistory(
  key: string,
  total: bigint | undefined,
  updatedAt: number,
): readonly Reading[] {
  useEffect(() => {
    if (total !== undefined && updatedAt > 0) recordReading(key, total, updatedAt);
  }, [key, total, updatedAt]);
  return useSyncExternalStore(
    subscribe,
    () => histories.get(key) ?? EMPTY,
    () => EMPTY,
  );
}
