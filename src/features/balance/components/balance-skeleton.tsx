import { Skeleton } from "../../../components/ui/skeleton";
import { SummaryFrame } from "./balance-summary";
import { HistorySkeleton } from "./movement-rows";

/** First load only: the summary's own boxes with shapes, no digits, so it never reads as zero. */
export function BalanceSkeleton() {
  return (
    <SummaryFrame
      aria-busy="true"
      aria-label="Loading the balance"
      updated={<span className="inline-block h-5 min-w-34" />}
      bar={
        <div aria-hidden="true">
          <Skeleton className="h-3 w-full rounded-full" />
          <div className="mt-2 h-4" />
        </div>
      }
      history={<HistorySkeleton />}
    >
      <p className="sr-only">Loading the balance…</p>
    </SummaryFrame>
  );
}
