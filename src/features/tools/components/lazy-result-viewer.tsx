import { Suspense, type ComponentProps } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { lazyComponent } from "../../../lib/module-loader";

// The result viewer (tree, virtualized table, schema check, in two chunks) is only
// needed once a call has answered. Loaded with the form, it was two more downloads on the way to the
// form; it loads when a run starts instead, so it is ready when the answer comes.
const viewer = lazyComponent(
  () => import("../../../components/result-viewer/result-viewer"),
  (module) => module.ResultViewer,
);
const ResultViewer = viewer.Component;

/** Starts fetching the result viewer, when a run starts. Offline, a failed call does not need the
 * viewer (tool-runner.tsx), and a result that does asks for it again. */
export const preloadResultViewer = viewer.preload;

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
