import { hashKey, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { useCallback } from "react";
import { PRODUCTION_VERTICALS as SEVEN } from "../../../common/production-verticals";
import { isApiError } from "../http";
import { connectionIdentity, type ConnectionIdentity } from "./connection";
import { useConnectionState } from "./use-active-connection";
import { useStoredValue } from "../stored-value";

/** Verticals the production service is seen to serve; no endpoint lists them. */
export const PRODUCTION_VERTICALS: readonly string[] = SEVEN;

/** The `known_verticals` an error carries (404 VERTICAL_NOT_FOUND, 400 on a missing vertical), if any. */
export function verticalsFromError(error: unknown): string[] | null {
  if (!isApiError(error)) return null;
  const list: unknown = error.details.known_verticals;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.every((item): item is string => typeof item === "string") ? list : null;
}

// Every feature's keys start `[feature, connectionIdentity(connection), …]`.
const ofConnection = (key: QueryKey | undefined, identity: string) =>
  key !== undefined && key.length > 1 && hashKey([key[1]]) === identity;

/**
 * The service's own list for this connection: the newest failed query or mutation of that
 * connection still in the cache whose error carries `known_verticals`. Nothing is copied out of
 * the cache, so the correction lives and goes with the answer that brought it.
 */
export function correctedVerticals(client: QueryClient, connection: ConnectionIdentity): string[] | null {
  const identity = hashKey([connectionIdentity(connection)]);
  let newest: { at: number; list: string[] } | null = null;
  const consider = (at: number, error: unknown) => {
    const list = verticalsFromError(error);
    if (list && (newest === null || at >= newest.at)) newest = { at, list };
  };
  for (const query of client.getQueryCache().getAll())
    if (ofConnection(query.queryKey, identity)) consider(query.state.errorUpdatedAt, query.state.error);
  for (const mutation of client.getMutationCache().getAll())
    if (ofConnection(mutation.options.mutationKey, identity))
      consider(mutation.state.submittedAt, mutation.state.error);
  return (newest as { list: string[] } | null)?.list ?? null;
}

/**
 * What the connection is known to have: the service's correction if one came, else Local's
 * `/config.json` list, else production's seven. null while Local's config is still loading.
 */
export function resolveVerticals(
  connection: Pick<ConnectionIdentity, "profileId">,
  corrected: readonly string[] | null,
  local: { loading: boolean; verticals: readonly string[] | undefined },
): readonly string[] | null {
  if (corrected) return corrected;
  if (connection.profileId === "local") {
    if (local.loading) return null;
    if (local.verticals && local.verticals.length > 0) return local.verticals;
  }
  return PRODUCTION_VERTICALS;
}

export function useKnownVerticals(connection: ConnectionIdentity): readonly string[] | null {
  const { localConfig } = useConnectionState();
  const client = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) => {
      const fromQueries = client.getQueryCache().subscribe(notify);
      const fromMutations = client.getMutationCache().subscribe(notify);
      return () => {
        fromQueries();
        fromMutations();
      };
    },
    [client],
  );
  // A string snapshot: equal lists compare equal, so an unrelated cache event renders nothing.
  const snapshot = () => correctedVerticals(client, connection)?.join("\n") ?? "";
  const corrected = useStoredValue({ subscribe, get: snapshot });
  return resolveVerticals(connection, corrected === "" ? null : corrected.split("\n"), {
    loading: localConfig.status === "loading",
    verticals: localConfig.status === "ready" ? localConfig.config.verticals : undefined,
  });
}
