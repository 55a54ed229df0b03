import { lazy, Suspense, type ComponentProps } from "react";
import { Skeleton } from "../../../components/ui/skeleton";

// The result viewer (tree, virtualized table, schema check: about 20 KB gzip in two chunks) is only
// needed once a call has answered. Loaded with the form, it was two more downloads on the way to the
// form; it loads when a run starts instead, so it is ready when the answer comes.
const load = () => import("../../../components/result-viewer/result-viewer");
const ResultViewer = lazy(() => load().then((module) => ({ default: module.ResultViewer })));

/** Starts fetching the result viewer, when a run starts. Offline, that fails quietly: a failed call
 * does not need the viewer (tool-runner.tsx), and a result that does asks for it again. */
export function preloadResultViewer(): void {
  load().catch(() => undefined);
}

export function LazyResultViewer(props: ComponentProps<typeof ResultViewer>) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-label="Loading the result">
          <Skeleton className="h-40" />
        </div>
      }
    >
      <ResultViewer {...props} />
    </Suspense>
  );
}
