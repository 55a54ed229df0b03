import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider";
import { createAppRouter } from "./app/router";
import { renderInShortTasks } from "./app/speed/start-up";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

renderInShortTasks(createRoot(container), () => (
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>
));
