import { causeOf } from "../../../lib/balance-causes";
import { mutationOptions, queryOptions } from "@tanstack/react-query";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { executeTool, type ExecuteToolInput } from "./execute-tool";
import { listTools } from "./list-tools";

export const toolQueries = {
  all: (connection: ConnectionIdentity) => ["tools", connectionIdentity(connection)] as const,
  lists: (connection: ConnectionIdentity) => [...toolQueries.all(connection), "list"] as const,
  list: (connection: Connection, verticalId: string) =>
    queryOptions({
      queryKey: [...toolQueries.lists(connection), verticalId] as const,
      queryFn: ({ signal }) => listTools(connection, { verticalId }, signal),
      // Tool catalogues change with deployments, not minutes.
      staleTime: 5 * 60_000,
      enabled: connection.ready,
    }),
};

// Each execution spends credits: never retried automatically.
export const toolMutations = {
  execute: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...toolQueries.all(connection), "execute"] as const,
      mutationFn: (input: ExecuteToolInput) => executeTool(connection, input),
      retry: 0,
      meta: { cause: causeOf((input: ExecuteToolInput) => `Tool ${input.toolName}`) },
    }),
};
