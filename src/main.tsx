import "./index.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider";
import { createAppRouter } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// Start-up is cut into short tasks rather than one long one, which on a slow phone would hold input
// back (and count as blocking time): evaluating the modules is one task; creating the router (it
// starts the page's chunk) is the next; the first render then runs in React's time slices, as a
// transition. Until it commits, the static frame of index.html stays on screen.
const root = createRoot(container);
setTimeout(() => {
  const router = createAppRouter();
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
