import type { QueryClient } from "@tanstack/react-query";
import { localConfigQueries } from "../../../lib/connection/connection-queries";
import {
  connectionState,
  connectionStore,
  localConfigState,
  type ConnectionStore,
} from "../../../lib/connection/store";
import { toolQueries } from "./tools-queries";

/**
 * Asks for the listing a tool's page shows (its name, description and form come from it) before the
 * page renders: on a tool's page opened directly, the app calls this while it starts
 * (src/app/speed/tool-page-loader.tsx), so the request no longer waits for the app's first render. The connection is resolved
 * as `useActiveConnection` resolves it (the user's choices, then `/config.json` for the Local
 * profile), so the page finds this very query in the cache: same key, same account, one request.
 * Without a vertical the page searches the known verticals itself; nothing is asked for here.
 */
export async function prefetchToolList(
  client: QueryClient,
  verticalId: string | null,
  store: ConnectionStore = connectionStore,
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
