import { useStoredValue } from "../../../lib/stored-value";
import { type WatchState, depositWatchStore } from "../model/deposit-watch-store";

export function useWatchState(invoiceId: string): WatchState | undefined {
  return useStoredValue({
    subscribe: depositWatchStore.subscribe,
    get: () => depositWatchStore.get(invoiceId),
  });
}
