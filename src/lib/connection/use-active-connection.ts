import { createContext, useContext, useSyncExternalStore } from "react";
import type { Connection } from "./connection";
import { connectionStore, type ConnectionState, type ConnectionStore } from "./store";

/** Lets tests hand a fresh store to a subtree; the app uses the module store. */
export const ConnectionStoreContext = createContext<ConnectionStore>(connectionStore);

export function useConnectionStore(): ConnectionStore {
  return useContext(ConnectionStoreContext);
}

export function useConnectionState(): ConnectionState {
  const store = useConnectionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

export function useActiveConnection(): Connection {
  return useConnectionState().active;
}
