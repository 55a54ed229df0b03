import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "./app/provider";
import { createQueryClient } from "./app/query-client";
import { AppRoutes } from "./app/router";
import { renderInShortTasks } from "./app/speed/start-up";
import { prefetchToolPage } from "./app/speed/tool-page-loader";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
prefetchToolPage(queryClient);

renderInShortTasks(createRoot(container), () => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
));
