import { mutationOptions, queryOptions } from "@tanstack/react-query";
import { balanceOwner } from "../../../lib/balance/balance-queries";
import { causeOf } from "../../../lib/balance-causes";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../lib/connection/connection";
import { guardedSpend, spendRequest } from "../../../lib/spend-guard";
import { listPricedTools } from "./list-priced-tools";
import { recordedExecuteTool, type RecordedToolCall } from "./recorded-tool-call";

/** A tool call's variables: what to send, where to record it, and what it is expected to cost. */
export interface RunToolVariables extends RecordedToolCall {
  /** Run again: what the call cost last time, the expected cost when the tool lists no price. */
  lastCredits?: bigint | null;
  /** The user has just confirmed this cost in the action's own dialog (Run again). */
  costConfirmed?: boolean;
}

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

// Each execution spends credits: never retried automatically, asks the spending gate first (one press,
// one call: a second press of the same tool while it runs sends nothing) and keeps a call record.
export const toolMutations = {
  execute: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...toolQueries.all(connection), "execute"] as const,
      mutationFn: ({ lastCredits, costConfirmed, ...call }: RunToolVariables) =>
        guardedSpend(
          {
            profileId: connection.profileId,
            kind: "tool",
            // The listed price, else (Run again) what it cost last time, else unknown.
            expectedCredits:
              spendRequest(connection.profileId, "tool", call.price ?? null).expectedCredits ??
              lastCredits ??
              null,
            ...(costConfirmed ? { costConfirmed } : {}),
            action: `tool:${call.toolName}`,
          },
          () => recordedExecuteTool(connection, call),
        ),
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        cause: causeOf((v: Pick<RunToolVariables, "toolName">) => `Tool ${v.toolName}`),
      },
    }),
};
