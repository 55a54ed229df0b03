import { useMemo, useSyncExternalStore } from "react";
import type { ConnectionIdentity } from "../../../lib/connection/connection";
import { type Reading, balanceHistoryStore } from "../model/balance-history";

/** The readings of one connection, oldest first. */
export function useBalanceHistory(identity: ConnectionIdentity): readonly Reading[] {
  const { profileId, billingBaseUrl } = identity;
  const all = useSyncExternalStore(
    balanceHistoryStore.subscribe,
    () => balanceHistoryStore.read(profileId),
    () => balanceHistoryStore.read(profileId),
  );
  return useMemo(
    () =>
      all
        .filter((r) => r.billingBaseUrl === billingBaseUrl)
        .reverse()
        .map(({ billingBaseUrl: _url, ...reading }) => reading),
    [all, billingBaseUrl],
  );
}
