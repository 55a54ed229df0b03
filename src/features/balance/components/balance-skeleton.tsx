import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";

/** First load only: shapes, no digits, so it never reads as a balance of zero. */
export function BalanceSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading the balance">
      <p className="sr-only">Loading the balance…</p>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-2 h-10 w-48" />
      <Skeleton className="mt-6 h-3 w-full rounded-full" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    </Card>
  );
}
