import { startTransition, useEffect, useState, type ComponentType } from "react";
import { PageHeader } from "../../components/layout/page-header";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { moduleLoader } from "../../lib/module-loader";
import type { ToolPageProps } from "../routes/tool";

const toolPage = moduleLoader(
  () => import("../routes/tool"),
  (module) => ({ Page: module.Component as ComponentType<ToolPageProps>, ready: module.formReady }),
);

/** The tool page's code: fetched once, and again after a failed download. */
export const loadToolPage = toolPage.load;

/** The page's code and its form's are in memory: a tool's page renders with its form at once. */
export const toolPageReady = (): boolean => toolPage.loaded()?.ready() === true;

/**
 * The /tools/:toolName route. `React.lazy` (what the other pages use) suspends on its first render
 * even when the code is in memory, so the first tool chosen in a tab would render a task later than
 * the next ones, and outside the Enter's task. The tools page loads this code on intent
 * (tool-intent.ts), and the route then renders the page at once; reached any other way, it loads it
 * here. A failed download goes to the page's error boundary, as a failed `React.lazy` does.
 */
export function ToolPageLoader(props: ToolPageProps) {
  const [Page, setPage] = useState(() => toolPage.loaded()?.Page);
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (Page) return;
    let live = true;
    loadToolPage().then(
      // A transition, as a navigation is: a slow phone stays responsive.
      (loaded) => live && startTransition(() => setPage(() => loaded.Page)),
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure : new Error("The tool page could not be loaded")),
    );
    return () => {
      live = false;
    };
  }, [Page]);
  if (error !== undefined) throw error;
  if (Page) return <Page {...props} />;
  return props.toolName ? <ToolPageShell toolName={props.toolName} /> : null;
}

/**
 * What the tool's page paints while its code loads: the tool's name (from the URL) and the form's
 * place, laid out as the page (features/tools/components/tool-page.tsx) lays out its own while the
 * listing and the form's code are on their way, so nothing moves when the page replaces it. It waits
 * for no chunk beyond the entry.
 */
export function ToolPageShell({ toolName }: { toolName: string }) {
  return (
    <>
      <PageHeader title={toolName} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="space-y-4">
          <div role="status" aria-busy="true" className="space-y-4">
            <span className="sr-only">Loading the form…</span>
            <Skeleton className="h-7 w-40" />
            <div className="space-y-1.5">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-9" />
            </div>
            <Skeleton className="h-9 w-48" />
          </div>
        </Card>
      </div>
    </>
  );
}
