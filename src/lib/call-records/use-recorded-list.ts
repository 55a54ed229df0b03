import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useStoredList, type StoredList } from "../stored-list";
import type { CallRecord } from "./call-record";
import { callRecordQueries } from "./call-record-queries";
import { useFollowCallRecords } from "./use-follow-call-records";

export interface RecordedListOptions {
  /** Moves an old localStorage list into the call records once per profile (a legacy import). */
  importLegacy?: (profileId: string) => unknown;
}

/**
 * The one merge of a feature's local list with the profile's call records: `merge(local, records)`,
 * derived on render and kept until either side changes; never written back to storage. Follows the
 * records' writes here and in other tabs. `merge` must be a module-level function (or memoized):
 * a new function each render recomputes each render.
 */
export function useRecordedList<L, R>(
  list: Pick<StoredList<L>, "read" | "subscribe">,
  profileId: string,
  merge: (local: L[], records: CallRecord[]) => R,
  { importLegacy }: RecordedListOptions = {},
): R {
  useFollowCallRecords();
  useEffect(() => void importLegacy?.(profileId), [importLegacy, profileId]);
  const local = useStoredList(list, profileId);
  const { data } = useQuery(callRecordQueries.list(profileId));
  const records = data ?? NO_RECORDS;
  return useMemo(() => merge(local, records), [merge, local, records]);
}

const NO_RECORDS: CallRecord[] = [];
