import type { QueryClient } from "@tanstack/react-query";
import { localConfigQueries } from "../../../lib/connection/connection-queries";
import { connectionState, localConfigState, type ConnectionStore } from "../../../lib/connection/store";
import { toolQueries } from "./tools-queries";

/**
 * Asks for the listing a tool's page shows (its name, description and form come from it) before the
 * page renders: the route calls this as soon as the page's code is in (src/app/speed/tool-page-loader.tsx),
 * so the request no longer waits for the page's first render and commit. The connection is resolved
 * as `useActiveConnection` resolves it (the user's choices, then `/config.json` for the Local
 * profile), so the page finds this very query in the cache: same key, same account, one request.
 * Without a vertical the page searches the known verticals itself; nothing is asked for here.
 */
export async function prefetchToolList(
  client: QueryClient,
  store: ConnectionStore,
  verticalId: string | null,
): Promise<void> {
  if (!verticalId) return;
  const origin = store.origin();
  const config = localConfigQueries.current(origin);
  // Local waits for `/config.json` (its key and addresses), as the page does; a failure is the page's to show.
  if (store.getState().settings.activeId === "local") await client.fetchQuery(config).catch(() => undefined);
  const answer = client.getQueryState(config.queryKey);
  const { active } = connectionState(
    store.getState(),
    localConfigState(answer?.status ?? "pending", answer?.data, answer?.error),
    origin,
  );
  if (active.ready) await client.prefetchQuery(toolQueries.list(active, verticalId));
}
