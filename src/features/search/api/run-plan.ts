import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { runOptionsBody, searchResponseSchema, type RunOptions, type SearchResult } from "./search-blocks";

export interface RunPlanInput extends RunOptions {
  planId: string;
  /** The plan's `usage.estimated`, for the spend guard; never sent. */
  estimate?: number | null;
}

// POST {chat}/v1/search/plan/run
export function runPlan(
  connection: Connection,
  input: RunPlanInput,
  signal?: AbortSignal,
): Promise<SearchResult> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/search/plan/run",
    method: "POST",
    apiKey: connection.apiKey,
    body: { plan_id: input.planId, ...runOptionsBody(input) },
    schema: searchResponseSchema,
    signal,
  });
}
