import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";

// A page of a few dozen elements: enough for the route change to mount and delete a real subtree.
function samplePage(label: string) {
  return function SamplePage() {
    return (
      <div>
        {Array.from({ length: 40 }, (_, index) => (
          <p key={index}>
            {label} {index}
          </p>
        ))}
      </div>
    );
  };
}

const STEPS = ["/b/1?q=1", "/a", "/b/2?q=2", "/a", "/b/3", "/a"];

let warming: Promise<string[]> | undefined;

/**
 * Runs a few route changes once, in a router of its own that renders into a detached element. The
 * first route change of a tab costs much more than the next ones: a tool chosen right after the page
 * loaded renders later than one chosen after visiting any other page first, and running this while
 * the user is still picking a tool takes most of that off (npm run bench, form.*; figures in
 * docs/performance.md). It touches neither the
 * dashboard's history nor its cache, and nothing is laid out or painted. Resolves with the locations
 * it went through.
 */
export function warmUpNavigation(): Promise<string[]> {
  warming ??= run();
  return warming;
}

async function run(): Promise<string[]> {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <Outlet />,
        children: [
          { path: "a", Component: samplePage("a") },
          { path: "b/:id", Component: samplePage("b") },
        ],
      },
    ],
    { initialEntries: ["/a"] },
  );
  const root = createRoot(document.createElement("div"));
  startTransition(() => root.render(<RouterProvider router={router} />));
  const visited: string[] = [];
  try {
    for (const path of STEPS) {
      // A task per step, so the user's own input is never queued behind the warm-up.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await router.navigate(path);
      visited.push(router.state.location.pathname + router.state.location.search);
    }
    return visited;
  } finally {
    root.unmount();
    router.dispose();
  }
}
