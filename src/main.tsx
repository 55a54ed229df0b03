import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider";
import { createAppRouter } from "./app/router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      {/* Route changes render at once instead of in a transition: choosing a tool paints its 50-field
          form in one task rather than in 5 ms slices with frames between them, about 10 ms sooner
          (npm run bench, form.*). No route suspends, so a transition kept nothing on screen. */}
      <RouterProvider router={createAppRouter()} useTransitions={false} />
    </AppProvider>
  </StrictMode>,
);
