import { useSyncExternalStore } from "react";
import { isApiError } from "../http";
import type { Connection } from "./connection";
import { useConnectionState } from "./use-active-connection";
import { createNotifier } from "../notifier";

/** Verticals the production service is seen to serve; no endpoint lists them. */
export const PRODUCTION_VERTICALS: readonly string[] = [
  "crypto",
  "company",
  "medical",
  "news",
  "cybersec",
  "adtech",
  "insurance",
];

type Where = Pick<Connection, "profileId" | "chatBaseUrl">;
const keyOf = (connection: Where) => `${connection.profileId}\n${connection.chatBaseUrl}`;

// Corrections the service gave (`known_verticals` of a 404 VERTICAL_NOT_FOUND), per connection, and
// the vertical each tool was found in; for this tab only.
const learned = new Map<string, readonly string[]>();
const toolVerticals = new Map<string, string>();
const changes = createNotifier();
let version = 0;

/** The `known_verticals` an error carries (404 VERTICAL_NOT_FOUND, 400 on a missing vertical), if any. */
export function verticalsFromError(error: unknown): string[] | null {
  if (!isApiError(error)) return null;
  const list: unknown = error.details.known_verticals;
  if (!Array.isArray(list) || list.length === 0) return null;
  return list.every((item): item is string => typeof item === "string") ? list : null;
}

/** Takes the service's own list for this connection from now on. */
export function learnVerticals(connection: Where, verticals: readonly string[]): void {
  const current = learned.get(keyOf(connection));
  if (current && current.join("\n") === verticals.join("\n")) return;
  learned.set(keyOf(connection), [...verticals]);
  version += 1;
  changes.notify();
}

/**
 * What the connection is known to have: the service's correction if one came, else Local's
 * `/config.json` list, else production's seven. null while Local's config is still loading.
 */
export function resolveVerticals(
  connection: Where,
  local: { loading: boolean; verticals: readonly string[] | undefined },
): readonly string[] | null {
  const corrected = learned.get(keyOf(connection));
  if (corrected) return corrected;
  if (connection.profileId === "local") {
    if (local.loading) return null;
    if (local.verticals && local.verticals.length > 0) return local.verticals;
  }
  return PRODUCTION_VERTICALS;
}

export function useKnownVerticals(connection: Where): readonly string[] | null {
  const { localConfig } = useConnectionState();
  useSyncExternalStore(changes.subscribe, () => version);
  return resolveVerticals(connection, {
    loading: localConfig.status === "loading",
    verticals: localConfig.status === "ready" ? localConfig.config.verticals : undefined,
  });
}

export function rememberToolVertical(connection: Where, toolName: string, verticalId: string): void {
  toolVerticals.set(`${keyOf(connection)}\n${toolName}`, verticalId);
}

export function rememberedToolVertical(connection: Where, toolName: string): string | null {
  return toolVerticals.get(`${keyOf(connection)}\n${toolName}`) ?? null;
}
