import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { balanceOwner } from "../../../lib/balance/balance-queries";
import { causeOf } from "../../../lib/balance-causes";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { executeTool, type ExecuteToolInput } from "./execute-tool";
import { listPricedTools } from "./list-priced-tools";

// Every query and mutation of the tools feature.

export const toolQueries = {
  all: (connection: ConnectionIdentity) => ["tools", connectionIdentity(connection)] as const,
  lists: (connection: ConnectionIdentity) => [...toolQueries.all(connection), "list"] as const,
  // One vertical's listing with prices; keys end `[vertical, "priced"]` (use-find-tool.ts reads it).
  list: (connection: Connection, verticalId: string) =>
    queryOptions({
      queryKey: [...toolQueries.lists(connection), verticalId, "priced"] as const,
      queryFn: ({ signal }) => listPricedTools(connection, verticalId, signal),
      // Tool catalogues change with deployments, not minutes.
      staleTime: 5 * 60_000,
      enabled: connection.ready && verticalId.trim() !== "",
    }),
};

// Each execution spends credits: never retried automatically.
export const toolMutations = {
  execute: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...toolQueries.all(connection), "execute"] as const,
      mutationFn: (input: ExecuteToolInput) => executeTool(connection, input),
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        cause: causeOf((input: ExecuteToolInput) => `Tool ${input.toolName}`),
      },
    }),
};
