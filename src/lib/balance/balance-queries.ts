import { queryOptions } from "@tanstack/react-query";
import { connectionIdentity, type Connection, type ConnectionIdentity } from "../connection/connection";
import { getBalance } from "./get-balance";
import { keyFingerprint } from "./key-fingerprint";

/** Whose balance: a connection and the fingerprint of its key (never the key itself). */
export interface BalanceOwner extends ConnectionIdentity {
  keyFingerprint: string;
}

export function balanceOwner(connection: Connection): BalanceOwner {
  return { ...connectionIdentity(connection), keyFingerprint: keyFingerprint(connection.apiKey) };
}

// The balance is one entity every feature reads (header, pages, budgets, confirmations), so its
// factory lives here rather than in a feature. Each key of a connection has entries of its own: after
// a key change the old key's figures are never shown as the new key's.
export const balanceQueries = {
  /** Every balance entry of a connection, whichever key fetched it. */
  all: (connection: ConnectionIdentity) => ["balance", connectionIdentity(connection)] as const,
  /** The entries of one key of that connection. */
  of: (owner: BalanceOwner) => [...balanceQueries.all(owner), owner.keyFingerprint] as const,
  current: (connection: Connection) =>
    queryOptions({
      queryKey: [...balanceQueries.of(balanceOwner(connection)), "current"] as const,
      queryFn: ({ signal }) => getBalance(connection, signal),
      staleTime: 10_000,
      enabled: connection.ready,
    }),
};
