import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Connection } from "../../../lib/connection/connection";
import {
  learnVerticals,
  rememberedToolVertical,
  rememberToolVertical,
  useKnownVerticals,
  verticalsFromError,
} from "../../../lib/connection/known-verticals";
import { pricedToolQueries, type PricedTool } from "../api/list-priced-tools";

export type FoundTool =
  | { status: "pending" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "missing"; verticals: string[] }
  | { status: "found"; tool: PricedTool; verticalId: string; siblings: PricedTool[] };

/**
 * A tool by name. With the vertical in the URL that is one listing; without (an old bookmark), the
 * vertical found before in this tab, else each vertical the connection is known to have, one
 * listing each (cached like any listing), and the first that lists the tool wins and is remembered.
 */
export function useFindTool(connection: Connection, toolName: string, verticalId: string | null): FoundTool {
  const known = useKnownVerticals(connection);
  const remembered = verticalId ? null : rememberedToolVertical(connection, toolName);
  const verticals = verticalId ? [verticalId] : remembered ? [remembered] : [...(known ?? [])];
  const results = useQueries({
    queries: verticals.map((vertical) => ({
      ...pricedToolQueries.list(connection, vertical),
      ...(verticalId ? {} : { retry: false }),
    })),
  });
  const corrections = results.map((result) => verticalsFromError(result.error)).find(Boolean) ?? null;
  useEffect(() => {
    if (corrections) learnVerticals(connection, corrections);
  }, [connection, corrections]);

  for (const [index, result] of results.entries()) {
    const tool = result.data?.find((candidate) => candidate.name === toolName);
    const vertical = verticals[index];
    if (tool && result.data && vertical !== undefined) {
      rememberToolVertical(connection, toolName, vertical);
      return { status: "found", tool, verticalId: vertical, siblings: result.data };
    }
  }
  if (!connection.ready || known === null || results.some((result) => result.isPending))
    return { status: "pending" };
  const first = results[0];
  if (verticalId && first?.error)
    return { status: "error", error: first.error, retry: () => void first.refetch() };
  return { status: "missing", verticals };
}
