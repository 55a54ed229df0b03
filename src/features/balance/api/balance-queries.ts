import { queryOptions } from "@tanstack/react-query";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { getBalance, type Balance } from "./get-balance";

// The key is never part of a query key (it must not sit in the cache), so which key fetched an answer
// is remembered beside it, in memory only: after a key change the old figures are not shown as current.
const keys = new WeakMap<Balance, string | null>();

/** The API key that fetched this balance; undefined when unknown (e.g. derived from an account block). */
export function fetchedWithKey(balance: Balance): string | null | undefined {
  return keys.get(balance);
}

export const balanceQueries = {
  all: (connection: ConnectionIdentity) => ["balance", connectionIdentity(connection)] as const,
  current: (connection: Connection) =>
    queryOptions({
      queryKey: [...balanceQueries.all(connection), "current"] as const,
      queryFn: async ({ signal }) => {
        const balance = await getBalance(connection, signal);
        keys.set(balance, connection.apiKey);
        return balance;
      },
      staleTime: 10_000,
      // A new object per answer, so the key remembered above always belongs to the figures shown.
      structuralSharing: false,
      enabled: connection.ready,
    }),
};
