import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import { RouteError } from "../components/feedback/route-error";
import { RootLayout, RootLayoutFallback } from "./routes/root-layout";
import { loadFinder, ToolsArea } from "./speed/tools-area";
import { childPath, paths } from "./paths";

/** Exported so tests can mount the same tree in a memory router. */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    // The shell itself failed: show the message on a bare page.
    errorElement: (
      <main className="mx-auto max-w-xl p-6">
        <RouteError />
      </main>
    ),
    HydrateFallback: RootLayoutFallback,
    children: [
      {
        // A page failed: the shell and navigation stay usable around the message.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <Navigate to={paths.balance()} replace /> },
          { path: childPath("balance"), lazy: () => import("./routes/balance") },
          { path: childPath("topup"), lazy: () => import("./routes/topup") },
          { path: childPath("search"), lazy: () => import("./routes/search") },
          { path: childPath("plans"), lazy: () => import("./routes/plans") },
          { path: childPath("plan"), lazy: () => import("./routes/plan") },
          { path: childPath("tasks"), lazy: () => import("./routes/tasks") },
          { path: childPath("task"), lazy: () => import("./routes/task") },
          // One component for both, so a tool rendered ahead on /tools is kept on its page: see speed/README.md.
          { path: childPath("tools"), lazy: () => loadFinder().then(() => ({ Component: ToolsArea })) },
          // Not `lazy`: see speed/README.md.
          { path: childPath("tool"), Component: ToolsArea },
          { path: childPath("settings"), lazy: () => import("./routes/settings") },
          { path: "*", lazy: () => import("./routes/not-found") },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
