import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { paths } from "../../../app/paths";
import { PageHeader } from "../../../components/layout/page-header";
import { downloadText } from "../../../components/result-viewer/download";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { followCallRecords } from "../../../lib/call-records/call-record-queries";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { formatCredits, formatInteger } from "../../../lib/format";
import { useNow } from "../../../lib/use-now";
import { balanceLine, type BalanceReading } from "../model/balance-line";
import { spendCsv, spendCsvName } from "../model/spend-csv";
import { dayKey, dayStart, filterQuery, readFilters, type SpendFilters } from "../model/spend-filters";
import { spendSeries, totalOf } from "../model/spend-summary";
import { ChargeDetail } from "./charge-detail";
import { ChargeList } from "./charge-list";
import { DailyTable } from "./daily-table";
import { LazySpendChart } from "./lazy-spend-chart";
import { LedgerChargeDetail } from "./ledger-charge-detail";
import { SpendBreakdowns } from "./spend-breakdowns";
import { SpendFiltersForm } from "./spend-filters-form";
import { useSpendingData } from "../hooks/use-spending-data";

interface SpendingPageProps {
  /** The balances this browser read (the Balance page's history), handed over by the route. */
  readings?: readonly BalanceReading[];
}

export default function SpendingPage({ readings = [] }: SpendingPageProps) {
  const connection = useActiveConnection();
  const queryClient = useQueryClient();
  useEffect(() => followCallRecords(queryClient), [queryClient]);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The default range ends today; read again each minute so a page left open rolls over at midnight.
  const now = useNow(60_000);
  const today = dayKey(now);
  const filters = useMemo(
    () => readFilters(new URLSearchParams(search), dayStart(today) ?? 0),
    [search, today],
  );
  const openId = params.get("open");
  const data = useSpendingData(connection, filters);
  const { rows } = data;
  const setQuery = (next: SpendFilters, open: string | null) =>
    setParams(paths.spending(filterQuery(next, open)).split("?")[1] ?? "", { replace: true });

  const { from, to } = data.range;
  const series = useMemo(() => spendSeries(rows, { from, to }), [rows, from, to]);
  const balance = useMemo(
    () => balanceLine(data.movements, readings, { from, to }),
    [data.movements, readings, from, to],
  );
  const total = totalOf(rows);

  return (
    <>
      <PageHeader
        title="Spending"
        description="Where the credits went: each charge with the call that caused it and its kept answer."
        actions={
          <Button
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() => downloadText(spendCsv(rows), spendCsvName(filters.from, filters.to), "text/csv")}
          >
            Export CSV
          </Button>
        }
      />
      <div className="space-y-6">
        <SpendFiltersForm filters={filters} tools={data.tools} onChange={(next) => setQuery(next, null)} />
        <p className="text-sm text-muted" role="note">
          {data.ledgerState === "offered"
            ? "Every movement of this account, from the service's ledger, with the answers this browser kept."
            : data.ledgerState === "pending"
              ? "Reading the service's ledger…"
              : "From this browser's records only: this service does not list account movements."}
        </p>
        {data.records.isPending ? (
          <div role="status" aria-label="Loading spending" className="space-y-3">
            <Skeleton className="h-60 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : data.records.isError ? (
          <Alert tone="danger" role="alert">
            <AlertTitle>This browser's call records could not be read</AlertTitle>
            <p className="mt-1">{String(data.records.error)}</p>
            <Button
              className="mt-2"
              size="sm"
              variant="secondary"
              onClick={() => void data.records.refetch()}
            >
              Retry
            </Button>
          </Alert>
        ) : rows.length === 0 ? (
          <Alert tone="info" role="status">
            <AlertTitle>No charges in this range</AlertTitle>
            <p className="mt-1">
              Paid calls appear here as they are made: a{" "}
              <Link className="underline" to={paths.search()}>
                search
              </Link>
              , a plan run, a{" "}
              <Link className="underline" to={paths.tools()}>
                tool
              </Link>{" "}
              call or a{" "}
              <Link className="underline" to={paths.tasks()}>
                research task
              </Link>
              . Widen the dates or clear the filters to see older ones.
            </p>
          </Alert>
        ) : (
          <>
            <dl className="flex flex-wrap gap-x-8 gap-y-2 text-sm">
              <div>
                <dt className="text-muted">Spent</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatCredits(total.credits)}</dd>
              </div>
              <div>
                <dt className="text-muted">Charges</dt>
                <dd className="text-lg font-semibold tabular-nums">{formatInteger(rows.length)}</dd>
              </div>
              {total.unreported > 0 ? (
                <div>
                  <dt className="text-muted">Cost not reported</dt>
                  <dd className="text-lg font-semibold tabular-nums">{formatInteger(total.unreported)}</dd>
                </div>
              ) : null}
            </dl>
            <Card>
              <CardTitle>{series.bucket === "hour" ? "Per hour" : "Per day"}</CardTitle>
              <div className="mt-3 space-y-3">
                <LazySpendChart series={series} balance={balance} />
                <DailyTable series={series} />
              </div>
            </Card>
            <Card>
              <CardTitle>Break-downs</CardTitle>
              <div className="mt-3">
                <SpendBreakdowns rows={rows} />
              </div>
            </Card>
            <section aria-labelledby="charges-title" className="space-y-2">
              <h2 id="charges-title" className="text-base font-semibold">
                Charges
              </h2>
              <ChargeList rows={rows} onOpen={(row) => setQuery(filters, row.id)} />
            </section>
          </>
        )}
      </div>
      <ChargeDetail
        id={openId?.startsWith("ledger:") ? null : openId}
        onClose={() => setQuery(filters, null)}
      />
      <LedgerChargeDetail
        row={openId?.startsWith("ledger:") ? (rows.find((row) => row.id === openId) ?? null) : null}
        onClose={() => setQuery(filters, null)}
      />
    </>
  );
}
