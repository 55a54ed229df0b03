import { queryOptions } from "@tanstack/react-query";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { getBalance } from "./get-balance";

export const balanceQueries = {
  all: (connection: ConnectionIdentity) => ["balance", connectionIdentity(connection)] as const,
  current: (connection: Connection) =>
    queryOptions({
      queryKey: [...balanceQueries.all(connection), "current"] as const,
      queryFn: ({ signal }) => getBalance(connection, signal),
      staleTime: 10_000,
      enabled: connection.ready,
    }),
};
