import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";
import { renderInShortTasks } from "./app/speed/start-up";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

renderInShortTasks(createRoot(container), () => (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
));
