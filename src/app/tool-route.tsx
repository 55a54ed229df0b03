import { startTransition, useEffect, useState, type ComponentType } from "react";

let page: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/** The tool page's code: fetched once, and again after a failed download. */
export function loadToolRoute(): Promise<ComponentType> {
  loading ??= import("./routes/tool").then(
    (module) => (page = module.Component),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The /tools/:toolName route. React Router's `lazy` settles a route's module asynchronously on its
 * first visit even when the code is in memory, so the first tool chosen in a tab rendered a task
 * later than the next ones, and outside the Enter's task. The tools page loads this code on intent
 * (loadToolRoute), and the route then renders the page at once; reached any other way, it loads it
 * here. A failed download goes to the route's error element, as a failed `lazy` did.
 */
export function ToolRoute() {
  const [, setLoaded] = useState<ComponentType>();
  const [error, setError] = useState<Error>();
  useEffect(() => {
    if (page) return;
    let live = true;
    loadToolRoute().then(
      // A transition, as React Router renders a route it loaded: a slow phone stays responsive.
      (loaded) => live && startTransition(() => setLoaded(() => loaded)),
      (failure: unknown) =>
        live && setError(failure instanceof Error ? failure : new Error("The tool page could not be loaded")),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error !== undefined) throw error;
  const Page = page;
  return Page ? <Page /> : null;
}
