import { Component, lazy, Suspense, type ReactNode } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import type { SpendChartProps } from "./spend-chart";

// The chart library loads with this page's chart only, never with the first page (bench/budgets.json).
const SpendChart = lazy(() => import("./spend-chart"));

/** A browser without canvas (or a failed chunk) keeps the table of daily figures beside the chart. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <p className="text-sm text-muted">The chart could not be drawn here; the daily figures are below.</p>
    ) : (
      this.props.children
    );
  }
}

const canDraw = () => {
  try {
    return (
      typeof ResizeObserver !== "undefined" && document.createElement("canvas").getContext("2d") !== null
    );
  } catch {
    return false;
  }
};

export function LazySpendChart(props: SpendChartProps) {
  if (!canDraw()) return null;
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton className="h-60 w-full" aria-label="Loading the chart" />}>
        <SpendChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
}
