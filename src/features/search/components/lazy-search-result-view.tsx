import { Suspense, type ComponentProps } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { lazyComponent } from "../../../lib/module-loader";

// The result view brings the markdown renderer and the raw-data viewer (the heaviest code of the page) that a page
// without a result never needs; it loads when a result is shown, or as soon as a run starts.
const view = lazyComponent(
  () => import("./search-result-view"),
  (module) => module.SearchResultView,
);
const SearchResultView = view.Component;

/** Starts fetching the result view, e.g. when a run starts. Offline, the run's own error is shown
 * without the view, and a result that needs it asks for it again. */
export const preloadSearchResultView = view.preload;

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
