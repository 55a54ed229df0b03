import type { RunOptions } from "../api/search-blocks";
import type { SearchInput } from "../api/search";
import type { SearchOptions } from "./history-schema";

/** The service's limit on a query (and on a summary instruction), in characters after trimming. */
export const MAX_QUERY_CHARS = 2000;

/** Characters over the limit, 0 when the query fits. */
export function charsOverLimit(query: string): number {
  return Math.max(0, query.trim().length - MAX_QUERY_CHARS);
}

export const defaultSearchOptions: SearchOptions = {
  query: "",
  verticalId: "",
  summarize: true,
  model: "kirha",
  instruction: "",
  includeRawData: true,
  includePlanning: true,
  deterministic: false,
};

export function runOptionsOf(options: SearchOptions): RunOptions {
  const instruction = options.instruction.trim();
  return {
    ...(options.summarize
      ? { summarization: { enable: true, model: options.model, ...(instruction ? { instruction } : {}) } }
      : {}),
    includeRawData: options.includeRawData,
    includePlanning: options.includePlanning,
    useDeterministicToolPlanning: options.deterministic,
  };
}

export function searchInputOf(options: SearchOptions): SearchInput {
  const verticalId = options.verticalId.trim();
  return { query: options.query.trim(), ...(verticalId ? { verticalId } : {}), ...runOptionsOf(options) };
}
