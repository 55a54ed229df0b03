import { lazy, Suspense, type ComponentProps } from "react";
import { Skeleton } from "../../../components/ui/skeleton";

// The result view brings the markdown renderer and the raw-data viewer (about 60 KB gzip) that a page
// without a result never needs; it loads when a result is shown, or as soon as a run starts.
const load = () => import("./search-result-view");
const SearchResultView = lazy(() => load().then((module) => ({ default: module.SearchResultView })));

/** Starts fetching the result view, e.g. when a run starts, so it is ready when the answer comes.
 * Offline, that fails quietly: the run's own error is shown without the view, and a result that
 * needs it asks for it again. */
export function preloadSearchResultView(): void {
  load().catch(() => undefined);
}

export function LazySearchResultView(props: ComponentProps<typeof SearchResultView>) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the result" className="space-y-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      }
    >
      <SearchResultView {...props} />
    </Suspense>
  );
}
