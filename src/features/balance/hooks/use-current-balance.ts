import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { balanceQueries, fetchedWithKey } from "../api/balance-queries";
import { recordReading, useBalanceHistory } from "../components/balance-history";

/**
 * The balance of the active connection, kept fresh while any view shows it: every 30 s and when
 * the window regains focus. Header and page share the one cached query. Figures fetched with
 * another API key than the current one are never returned as current (`data` is undefined then).
 */
export function useCurrentBalance() {
  const connection = useActiveConnection();
  const options = balanceQueries.current(connection);
  // "always": coming back to the tab is when people check the balance, even within the staleTime.
  const query = useQuery({ ...options, refetchInterval: 30_000, refetchOnWindowFocus: "always" });
  const fetchedWith = query.data ? fetchedWithKey(query.data) : undefined;
  const fromOldKey = fetchedWith !== undefined && fetchedWith !== connection.apiKey;
  const data = fromOldKey ? undefined : query.data;
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (data && dataUpdatedAt > 0) recordReading(connection, data, dataUpdatedAt);
  }, [connection, data, dataUpdatedAt]);
  const readings = useBalanceHistory(connection);
  return { connection, query, data, fromOldKey, readings };
}
