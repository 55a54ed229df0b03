import { startTransition, useEffect, useState, type ComponentType } from "react";
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
  return Page ? <Page {...props} /> : null;
}
