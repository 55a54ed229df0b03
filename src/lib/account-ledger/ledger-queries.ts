import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { connectionIdentity, type Connection, type ConnectionIdentity } from "../connection/connection";
import { LEDGER_MAX_LIMIT, listLedger, type LedgerPage } from "./list-ledger";

/** Enough for a balance history; the Spending page pages further with `pages`. */
const RECENT_LIMIT = 100;

export const ledgerQueries = {
  all: (connection: ConnectionIdentity) => ["account-ledger", connectionIdentity(connection)] as const,
  // The newest movements; `{ offered: false }` (a 404/405) is an answer, not an error, so it is cached.
  recent: (connection: Connection, limit = RECENT_LIMIT) =>
    queryOptions({
      queryKey: [...ledgerQueries.all(connection), "recent", limit] as const,
      queryFn: ({ signal }) => listLedger(connection, { limit }, signal),
      staleTime: 10_000,
      enabled: connection.ready,
    }),
  // Page by page, newest first, following `nextBefore` until it is null.
  pages: (connection: Connection, limit = LEDGER_MAX_LIMIT) =>
    infiniteQueryOptions({
      queryKey: [...ledgerQueries.all(connection), "pages", limit] as const,
      queryFn: ({ signal, pageParam }) => listLedger(connection, { limit, before: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: LedgerPage) => (last.offered ? last.nextBefore : null),
      staleTime: 10_000,
      enabled: connection.ready,
    }),
};
