import { mutationOptions, queryOptions } from "@tanstack/react-query";
import type { Address } from "viem";
import {
  connectionIdentity,
  type Connection,
  type ConnectionIdentity,
} from "../../../../lib/connection/connection";
import { isApiError } from "../../../../lib/http";
import { addToWhitelist, getWhitelist, removeFromWhitelist } from "./whitelist-api";

/** A service without the operation (production) answers 404 or 405: not an error to retry or toast. */
export function isNotOffered(error: unknown): boolean {
  return isApiError(error) && error.kind === "http" && (error.status === 404 || error.status === 405);
}

export const whitelistQueries = {
  all: (connection: ConnectionIdentity) => ["whitelist", connectionIdentity(connection)] as const,
  list: (connection: Connection) =>
    queryOptions({
      queryKey: [...whitelistQueries.all(connection), "list"] as const,
      queryFn: ({ signal }) => getWhitelist(connection, signal),
      staleTime: 30_000,
      enabled: connection.ready,
    }),
};

// Changes are shown in place; retrying is left to the user (each change is idempotent anyway).
export const whitelistMutations = {
  add: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...whitelistQueries.all(connection), "add"] as const,
      mutationFn: (address: Address) => addToWhitelist(connection, address),
      retry: 0,
    }),
  remove: (connection: Connection) =>
    mutationOptions({
      mutationKey: [...whitelistQueries.all(connection), "remove"] as const,
      mutationFn: (address: Address) => removeFromWhitelist(connection, address),
      retry: 0,
    }),
};
