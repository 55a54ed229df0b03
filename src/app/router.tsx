import { Suspense, type ComponentType } from "react";
import { Navigate, Outlet, useRoutes, type RouteObject } from "react-router";
import { RouteErrorBoundary } from "../components/feedback/route-error-boundary";
import { retryingLazy } from "../lib/retrying-lazy";
import { RootLayout, RootLayoutFallback } from "./routes/root-layout";
import { ToolsArea } from "./speed/tools-area";
import { childPath, indexRoute, routePatterns, type RouteName } from "./paths";

type RouteModule = { Component: ComponentType };

/**
 * Every page's module (src/app/routes/<name>.tsx), each its own chunk named after it: the build
 * writes which chunk is whose (scripts/vite/route-manifest.ts) for the server's per-route HTML.
 * The layout is no page: it is imported above, with the entry.
 */
const modules = import.meta.glob<RouteModule>(["./routes/*.tsx", "!./routes/root-layout.tsx"]);

/**
 * A route's page, loaded when first rendered; a route of the table without a module fails here. A
 * download that failed (an outage) is asked for again by the page's error boundary, so the page comes
 * back by itself.
 */
function page(name: RouteName | "not-found"): ComponentType {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`The route "${name}" has no module src/app/routes/${name}.tsx`);
  return retryingLazy(() => load().then((module) => module.Component));
}

/**
 * Routes whose component is not their own module. /tools and /tools/:toolName are one component, so
 * a tool rendered ahead on /tools is kept on its page (see speed/README.md); it loads both modules.
 */
const shared: Partial<Record<RouteName, ComponentType>> = { tools: ToolsArea, tool: ToolsArea };

/** A page failed (its code included): the shell and navigation stay usable around the message. */
function PageErrors() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/** Exported so tests can match paths against the same table. */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    children: [
      {
        Component: PageErrors,
        children: [
          { index: true, element: <Navigate to={routePatterns[indexRoute]} replace /> },
          ...(Object.keys(routePatterns) as RouteName[]).map((name) => ({
            path: childPath(name),
            Component: shared[name] ?? page(name),
          })),
          { path: "*", Component: page("not-found") },
        ],
      },
    ],
  },
];

/**
 * The dashboard's pages, inside a BrowserRouter (main.tsx) or a MemoryRouter (tests). Navigations are
 * transitions, so while a page's code loads the previous page stays; on the first load, the empty
 * frame index.html paints stays until the page can render (no layout jump). The shell itself failing
 * shows the message on a bare page.
 */
export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary bare>
      <Suspense fallback={<RootLayoutFallback />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
