/** A round of chain reads every few seconds while the tab is shown (deposit-watcher.ts). */
export const WATCH_INTERVAL_MS = 3_000;
/** After failed reads, longer waits up to the last. */
export const BLIND_DELAYS_MS = [3_000, 6_000, 12_000, 30_000] as const;
