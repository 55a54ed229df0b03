import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useDeferredValue, useMemo } from "react";
import type { Connection } from "./connection";
import { localConfigQueries } from "./connection-queries";
import {
  connectionState,
  connectionStore,
  localConfigState,
  type ConnectionState,
  type ConnectionStore,
} from "./store";
import { useStoredValue } from "../stored-value";

/** Lets tests hand a fresh store to a subtree; the app uses the module store. */
export const ConnectionStoreContext = createContext<ConnectionStore>(connectionStore);

export function useConnectionStore(): ConnectionStore {
  return useContext(ConnectionStoreContext);
}

/** The user's choices (the store) with the local stack's `/config.json` (a query), resolved. */
export function useConnectionState(): ConnectionState {
  const store = useConnectionStore();
  const choices = useStoredValue({ subscribe: store.subscribe, get: store.getState });
  const origin = store.origin();
  const { status, data, error } = useQuery(localConfigQueries.current(origin));
  const answered = useMemo(() => localConfigState(status, data, error), [status, data, error]);
  // The read answers once per page load, and most of the page waits on it. A query's answer reaches
  // React through useSyncExternalStore, which renders at once in one task; deferred, the page it
  // unlocks renders in time slices instead (Lighthouse's TBT: docs/performance.md).
  const localConfig = useDeferredValue(answered);
  return useMemo(() => connectionState(choices, localConfig, origin), [choices, localConfig, origin]);
}

export function useActiveConnection(): Connection {
  return useConnectionState().active;
}

/** Reads the active connection at call time (e.g. in a click's handler, after a blur committed a URL). */
export function useConnectionReader(): () => Connection {
  const store = useConnectionStore();
  const client = useQueryClient();
  return useCallback(() => {
    const origin = store.origin();
    const query = client.getQueryState(localConfigQueries.current(origin).queryKey);
    const local = localConfigState(query?.status ?? "pending", query?.data, query?.error);
    return connectionState(store.getState(), local, origin).active;
  }, [store, client]);
}
