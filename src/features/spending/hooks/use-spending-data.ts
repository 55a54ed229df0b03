import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { ledgerQueries } from "../../../lib/account-ledger/ledger-queries";
import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { callRecordQueries } from "../../../lib/call-records/call-record-queries";
import type { Connection } from "../../../lib/connection/connection";
import { rangeOf, type SpendFilters } from "../model/spend-filters";
import { filterRows, joinRows } from "../model/spend-rows";

// Enough pages for months of heavy use; past it the page says the ledger was not read to the start.
const MAX_LEDGER_PAGES = 50;

/**
 * The page's data: this browser's call records for the range (IndexedDB, no request) joined with the
 * service's ledger movements when the service lists them, read back page by page to the range's start.
 */
export function useSpendingData(connection: Connection, filters: SpendFilters) {
  const range = rangeOf(filters);
  // A failed read is shown in place with Retry.
  const records = useQuery(callRecordQueries.list(connection.profileId, range));
  const ledger = useInfiniteQuery(ledgerQueries.pages(connection));
  const pages = useMemo(() => ledger.data?.pages ?? [], [ledger.data]);
  const offered = pages.length > 0 && pages.every((page) => page.offered);
  const movements = useMemo<LedgerMovement[] | null>(
    () => (offered ? pages.flatMap((page) => (page.offered ? page.movements : [])) : null),
    [offered, pages],
  );
  const oldest = movements?.at(-1);
  const needMore =
    offered &&
    ledger.hasNextPage &&
    !ledger.isFetchingNextPage &&
    pages.length < MAX_LEDGER_PAGES &&
    oldest !== undefined &&
    Date.parse(oldest.at) >= range.from;
  const { fetchNextPage } = ledger;
  useEffect(() => {
    if (needMore) void fetchNextPage();
  }, [needMore, fetchNextPage]);

  const all = useMemo(() => joinRows(records.data ?? [], movements), [records.data, movements]);
  const rows = useMemo(() => filterRows(all, filters, rangeOf(filters)), [all, filters]);
  // Tools for the filter's choices: every tool in the range, whatever the other filters say.
  const tools = useMemo(
    () => [...new Set(all.filter((r) => r.kind === "tool").map((r) => r.subject))].sort(),
    [all],
  );
  return {
    range,
    records,
    ledger,
    movements,
    ledgerState: ledger.isPending ? "pending" : offered ? "offered" : "not-offered",
    rows,
    tools,
  } as const;
}
