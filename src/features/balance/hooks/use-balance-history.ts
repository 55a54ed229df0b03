import { useMemo } from "react";
import type { ConnectionIdentity } from "../../../lib/connection/connection";
import { useStoredList } from "../../../lib/stored-list";
import { type Reading, balanceHistoryStore } from "../model/balance-history";

/** The readings of one connection, oldest first. */
export function useBalanceHistory(identity: ConnectionIdentity): readonly Reading[] {
  const { profileId, billingBaseUrl } = identity;
  const all = useStoredList(balanceHistoryStore, profileId);
  return useMemo(
    () =>
      all
        .filter((r) => r.billingBaseUrl === billingBaseUrl)
        .reverse()
        .map(({ billingBaseUrl: _url, ...reading }) => reading),
    [all, billingBaseUrl],
  );
}
