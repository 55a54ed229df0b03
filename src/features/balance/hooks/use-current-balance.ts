import { useEffect } from "react";
import { useBalance } from "../../../lib/balance/use-balance";
import { recordReading } from "../model/balance-history";
import { useBalanceHistory } from "./use-balance-history";

/**
 * The balance of the active connection, kept fresh while any view shows it: every 30 s and when
 * the window regains focus. Header and page share the one cached query (src/lib/balance). Another
 * key's figures sit in entries of their own, so they are never returned as this key's.
 */
export function useCurrentBalance() {
  // "always": coming back to the tab is when people check the balance, even within the staleTime.
  const { connection, query, data, fromOldKey } = useBalance({
    refetchInterval: 30_000,
    refetchOnWindowFocus: "always",
  });
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (data && dataUpdatedAt > 0) recordReading(connection, data, dataUpdatedAt);
  }, [connection, data, dataUpdatedAt]);
  const readings = useBalanceHistory(connection);
  return { connection, query, data, fromOldKey, readings };
}
