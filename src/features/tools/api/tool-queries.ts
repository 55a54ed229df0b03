import { causeOf } from "../../../lib/balance-causes";
import { mutationOptions } from "@tanstack/react-query";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { executeTool, type ExecuteToolInput } from "./execute-tool";

export const toolQueries = {
  all: (connection: ConnectionIdentity) => ["tools", connectionIdentity(connection)] as const,
  lists: (connection: ConnectionIdentity) => [...toolQueries.all(connection), "list"] as const,
};

// Each execution spends credits: never retried automatically.
export const toolMutations = {
  execute: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...toolQueries.all(connection), "execute"] as const,
      mutationFn: (input: ExecuteToolInput) => executeTool(connection, input),
      retry: 0,
      meta: {
        accountOf: connectionIdentity(connection),
        cause: causeOf((input: ExecuteToolInput) => `Tool ${input.toolName}`),
      },
    }),
};
