import { Suspense, type ComponentType } from "react";
import { Navigate, Outlet, useRoutes, type RouteObject } from "react-router";
import { RouteErrorBoundary } from "../components/feedback/route-error-boundary";
import { retryingLazy } from "../lib/retrying-lazy";
import { RootLayout, RootLayoutFallback } from "./routes/root-layout";
import { ToolsArea } from "./speed/tools-area";
import { childPath, paths } from "./paths";

/**
 * A page's code as its own chunk, named after its route module (src/app/routes/<page>.tsx): the
 * server's per-route HTML finds the chunks by those module paths in Vite's manifest. A download that
 * failed (an outage) is asked for again by the page's error boundary, so the page comes back by itself.
 */
const page = (importModule: () => Promise<{ Component: ComponentType }>) =>
  retryingLazy(() => importModule().then((module) => module.Component));

const Balance = page(() => import("./routes/balance"));
const TopUp = page(() => import("./routes/topup"));
const Search = page(() => import("./routes/search"));
const Plans = page(() => import("./routes/plans"));
const Plan = page(() => import("./routes/plan"));
const Tasks = page(() => import("./routes/tasks"));
const Task = page(() => import("./routes/task"));
const Spending = page(() => import("./routes/spending"));
const Settings = page(() => import("./routes/settings"));
const NotFound = page(() => import("./routes/not-found"));

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
          { index: true, element: <Navigate to={paths.balance()} replace /> },
          { path: childPath("balance"), Component: Balance },
          { path: childPath("topup"), Component: TopUp },
          { path: childPath("search"), Component: Search },
          { path: childPath("plans"), Component: Plans },
          { path: childPath("plan"), Component: Plan },
          { path: childPath("tasks"), Component: Tasks },
          { path: childPath("task"), Component: Task },
          // One component for both, so a tool rendered ahead on /tools is kept on its page: see speed/README.md.
          { path: childPath("tools"), Component: ToolsArea },
          { path: childPath("tool"), Component: ToolsArea },
          { path: childPath("spending"), Component: Spending },
          { path: childPath("settings"), Component: Settings },
          { path: "*", Component: NotFound },
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
