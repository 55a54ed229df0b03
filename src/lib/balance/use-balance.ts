import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Connection } from "../connection/connection";
import { useActiveConnection } from "../connection/use-active-connection";
import { balanceOwner, balanceQueries } from "./balance-queries";
import type { Balance } from "./get-balance";

/** How one reader observes the shared entry (the entry itself is the same for every reader). */
export interface BalanceObserver {
  refetchInterval?: number | false;
  refetchOnWindowFocus?: boolean | "always";
  refetchOnMount?: boolean | "always";
}

/** Figures another key of this connection fetched are cached: this key's have not come yet. */
function otherKeyHasFigures(client: QueryClient, connection: Connection): boolean {
  const own = balanceOwner(connection).keyFingerprint;
  return client
    .getQueriesData<Balance>({ queryKey: balanceQueries.all(connection) })
    .some(([queryKey, data]) => data !== undefined && queryKey[2] !== own);
}

/**
 * The active connection's balance, for any feature: one cached entry per connection and key, which
 * paid work refreshes through the query client's rule (`meta.accountOf`, src/app/query-client.ts).
 * `fromOldKey`: this key's figures are still loading while another key's are known (never shown).
 */
export function useBalance(observe: BalanceObserver = {}) {
  const connection = useActiveConnection();
  const client = useQueryClient();
  const query = useQuery({ ...balanceQueries.current(connection), ...observe });
  const fromOldKey = query.data === undefined && otherKeyHasFigures(client, connection);
  return { connection, query, data: query.data, fromOldKey };
}
