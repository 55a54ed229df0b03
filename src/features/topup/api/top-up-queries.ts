import { queryOptions } from "@tanstack/react-query";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { listTopUps } from "./list-top-ups";

export const topUpQueries = {
  all: (connection: Connection) => ["topups", connectionIdentity(connection)] as const,
  // Merged into the invoice book (hooks/use-merge-listed.ts); a 404/405 means "not offered", said once.
  list: (connection: Connection) =>
    queryOptions({
      queryKey: [...topUpQueries.all(connection), "list"] as const,
      queryFn: ({ signal }) => listTopUps(connection, signal),
      staleTime: 10_000,
      refetchInterval: 15_000,
      enabled: connection.ready,
    }),
};
