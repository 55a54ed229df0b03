import { queryOptions } from "@tanstack/react-query";
import { callRecordKeys } from "../../../lib/call-records/call-record-keys";

export const balanceQueries = {
  /**
   * `callRecordQueries.list(profileId)` (the same cache entry) with the call records' store imported
   * only when the query runs, so that it is not in the Balance page's initial JavaScript.
   */
  storedRecords: (profileId: string) =>
    queryOptions({
      queryKey: callRecordKeys.list(profileId),
      queryFn: async () => (await import("../../../lib/call-records/call-records")).listCalls(profileId, {}),
      staleTime: Infinity,
    }),
};
