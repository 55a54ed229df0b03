import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { runOptionsBody, searchResponseSchema, type RunOptions, type SearchResult } from "./search-blocks";

export interface SearchInput extends RunOptions {
  query: string;
  verticalId?: string;
}

// POST {chat}/v1/search
export function search(
  connection: Connection,
  input: SearchInput,
  signal?: AbortSignal,
): Promise<SearchResult> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/search",
    method: "POST",
    apiKey: connection.apiKey,
    body: {
      query: input.query,
      ...(input.verticalId ? { vertical_id: input.verticalId } : {}),
      ...runOptionsBody(input),
    },
    schema: searchResponseSchema,
    signal,
  });
}
