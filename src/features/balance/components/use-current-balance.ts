import { hashKey, useQuery } from "@tanstack/react-query";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { balanceQueries } from "../api/balance-queries";
import { useBalanceHistory } from "./balance-history";

/**
 * The balance of the active connection, kept fresh while any view shows it: every 30 s and when
 * the window regains focus. Header and page share the one cached query.
 */
export function useCurrentBalance() {
  const connection = useActiveConnection();
  const options = balanceQueries.current(connection);
  // "always": coming back to the tab is when people check the balance, even within the staleTime.
  const query = useQuery({ ...options, refetchInterval: 30_000, refetchOnWindowFocus: "always" });
  const readings = useBalanceHistory(hashKey(options.queryKey), query.data?.total, query.dataUpdatedAt);
  return { connection, query, readings };
}
