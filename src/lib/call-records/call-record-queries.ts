import { queryOptions, type QueryClient } from "@tanstack/react-query";
import type { CallRange } from "./call-record";
import { callStorageUsage, getCall, listCalls, subscribeCalls } from "./call-records";

// Records change only through the store, which notifies: the cache never goes stale by time.
export const callRecordQueries = {
  all: () => ["call-records"] as const,
  list: (profileId: string, { from, to }: CallRange = {}) =>
    queryOptions({
      queryKey: [...callRecordQueries.all(), "list", profileId, { from, to }] as const,
      queryFn: () => listCalls(profileId, { from, to }),
      staleTime: Infinity,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...callRecordQueries.all(), "detail", id] as const,
      queryFn: () => getCall(id),
      staleTime: Infinity,
    }),
  usage: () =>
    queryOptions({
      queryKey: [...callRecordQueries.all(), "usage"] as const,
      queryFn: () => callStorageUsage(),
      staleTime: Infinity,
    }),
};

/** Keeps every call-record query in step with the store (this tab and others); returns the undo. */
export function followCallRecords(queryClient: QueryClient): () => void {
  return subscribeCalls(() => void queryClient.invalidateQueries({ queryKey: callRecordQueries.all() }));
}
