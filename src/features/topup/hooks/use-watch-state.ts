import { useSyncExternalStore } from "react";
import { type WatchState, depositWatchStore } from "../model/deposit-watch-store";

export function useWatchState(invoiceId: string): WatchState | undefined {
  const get = () => depositWatchStore.get(invoiceId);
  return useSyncExternalStore(depositWatchStore.subscribe, get, get);
}
