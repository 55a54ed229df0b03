import type { CallRange } from "./call-record";

/**
 * The call records' list key, apart from the store: a page that reads the records only after its
 * paint (the Balance page's movements) names `callRecordQueries.list`'s cache entry without loading
 * the store's code. Not imported by call-record-queries.ts, so that it adds no chunk of its own to the
 * pages that use both; call-record-keys.test.ts holds the two keys equal.
 */
export const callRecordKeys = {
  list: (profileId: string, { from, to }: CallRange = {}) =>
    ["call-records", "list", profileId, { from, to }] as const,
};
