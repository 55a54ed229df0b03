import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ledgerQueries } from "../../../lib/account-ledger/ledger-queries";
import type { Connection } from "../../../lib/connection/connection";

/**
 * The service's newest movements, read again whenever the balance shown differs from the ledger's
 * last `balance_after` (the balance moved since the list was read). `{ offered: false }` when the
 * service has no ledger (404/405).
 */
export function useLedgerHistory(connection: Connection, total: bigint) {
  const query = useQuery(ledgerQueries.recent(connection));
  const { refetch } = query;
  const newest = query.data?.offered ? query.data.movements[0]?.balanceAfter : undefined;
  useEffect(() => {
    // Once per change of either figure: a refetch ending on the same figures does not start another.
    if (newest !== undefined && newest !== total) void refetch();
  }, [newest, total, refetch]);
  return query;
}
