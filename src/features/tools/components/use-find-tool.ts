import { useQueries } from "@tanstack/react-query";
import type { Connection } from "../../../lib/connection/connection";
import { pricedToolQueries, type PricedTool } from "../api/list-priced-tools";
import { KNOWN_VERTICALS } from "./tool-search";

export type FoundTool =
  | { status: "pending" }
  | { status: "error"; error: Error; retry: () => void }
  | { status: "missing"; verticals: string[] }
  | { status: "found"; tool: PricedTool; verticalId: string; siblings: PricedTool[] };

/**
 * A tool by name. With the vertical in the URL that is one listing; without (an old bookmark), every
 * known vertical is asked and the first that lists the tool wins.
 */
export function useFindTool(connection: Connection, toolName: string, verticalId: string | null): FoundTool {
  const verticals = verticalId ? [verticalId] : [...KNOWN_VERTICALS];
  const results = useQueries({
    queries: verticals.map((vertical) => ({
      ...pricedToolQueries.list(connection, vertical),
      meta: { toast: false },
      ...(verticalId ? {} : { retry: false }),
    })),
  });
  for (const [index, result] of results.entries()) {
    const tool = result.data?.find((candidate) => candidate.name === toolName);
    const vertical = verticals[index];
    if (tool && result.data && vertical !== undefined) {
      return { status: "found", tool, verticalId: vertical, siblings: result.data };
    }
  }
  if (!connection.ready || results.some((result) => result.isPending)) return { status: "pending" };
  const first = results[0];
  if (verticalId && first?.error)
    return { status: "error", error: first.error, retry: () => void first.refetch() };
  return { status: "missing", verticals };
}
