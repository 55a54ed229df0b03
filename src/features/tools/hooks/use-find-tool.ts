import { useQueries, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Connection } from "../../../lib/connection/connection";
import { useKnownVerticals } from "../../../lib/connection/known-verticals";
import type { PricedTool } from "../api/list-priced-tools";
import { toolQueries } from "../api/tools-queries";

export type FoundTool =
  | { status: "pending" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "missing"; verticals: string[] }
  | { status: "found"; tool: PricedTool; verticalId: string; siblings: PricedTool[] };

/**
 * A tool by name. With the vertical in the URL that is one listing; without (an old bookmark), the
 * vertical of a cached listing that has the tool, else each vertical the connection is known to
 * have, one listing each (cached like any listing), and the first that lists the tool wins.
 */
export function useFindTool(connection: Connection, toolName: string, verticalId: string | null): FoundTool {
  const known = useKnownVerticals(connection);
  const client = useQueryClient();
  const remembered = verticalId ? null : cachedToolVertical(client, connection, toolName);
  const verticals = verticalId ? [verticalId] : remembered ? [remembered] : [...(known ?? [])];
  const results = useQueries({
    queries: verticals.map((vertical) => ({
      ...toolQueries.list(connection, vertical),
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
  if (!connection.ready || known === null || results.some((result) => result.isPending))
    return { status: "pending" };
  const first = results[0];
  if (verticalId && first?.error)
    return { status: "error", error: first.error, retry: () => void first.refetch() };
  return { status: "missing", verticals };
}

/** The vertical of a listing in the cache that has the tool (listing keys end `[vertical, "priced"]`). */
function cachedToolVertical(client: QueryClient, connection: Connection, toolName: string): string | null {
  for (const [key, data] of client.getQueriesData<PricedTool[]>({
    queryKey: toolQueries.lists(connection),
  })) {
    const vertical = key[key.length - 2];
    if (typeof vertical === "string" && data?.some((tool) => tool.name === toolName)) return vertical;
  }
  return null;
}
