import { verticalsFromError } from "../../../lib/connection/known-verticals";
import { isApiError } from "../../../lib/http";
import type { SearchEntry, SearchOptions } from "./history-schema";

/** A failed search as the history keeps it: what was asked, and the service's reason. */
export function failedSearch(options: SearchOptions, error: Error, at = Date.now()): SearchEntry {
  const known = verticalsFromError(error);
  return {
    kind: "search",
    id: `failed-${at.toString(36)}`,
    at,
    options,
    result: null,
    error: {
      code: isApiError(error) ? error.code : "ERROR",
      message: error.message,
      ...(isApiError(error) && error.status ? { status: error.status } : {}),
      ...(known ? { knownVerticals: known } : {}),
    },
  };
}
