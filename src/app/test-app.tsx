import { render, screen } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import { MemoryRouter, useLocation, type Location } from "react-router";
import { beforeAll } from "vitest";
import { writeStoredKey } from "../lib/connection/key-storage";
import { createConnectionStore } from "../lib/connection/store";
import { ConnectionStoreContext } from "../lib/connection/use-active-connection";
import { installAppNetwork } from "../test/app-network";
import { serviceUrl, type TestAccount } from "../test/reference-service";
import { AppProvider } from "./provider";
import { createQueryClient } from "./query-client";
import { AppRoutes } from "./router";

// Test-only helpers: the real providers, routes and caches against the reference service, which
// plays the stack's part: the app's origin serves /config.json and both families, as `npm start` does.
export const ORIGIN = serviceUrl();

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export interface RenderAppOptions {
  /** Signs the Local profile in with this account's key (as if typed in Settings); else the dev key. */
  account?: TestAccount;
}

/** What a test reads of the memory router: the location it shows now. */
export interface TestRouter {
  readonly state: { readonly location: Location };
}

function createTestRouter(path: string) {
  let location: Location | undefined;
  // Rendered inside the router: hands the location of each commit to the test.
  function Probe() {
    const current = useLocation();
    useLayoutEffect(() => {
      location = current;
    }, [current]);
    return null;
  }
  const router: TestRouter = {
    get state() {
      if (!location) throw new Error(`The app has not rendered ${path} yet`);
      return { location };
    },
  };
  return { router, Probe };
}

export function renderApp(path: string, options: RenderAppOptions = {}) {
  if (options.account) writeStoredKey("local", options.account.key, false);
  const network = installAppNetwork();
  const queryClient = createTestQueryClient();
  const { router, Probe } = createTestRouter(path);
  const store = createConnectionStore(() => ORIGIN);
  const view = render(
    <ConnectionStoreContext.Provider value={store}>
      <AppProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Probe />
          <AppRoutes />
        </MemoryRouter>
      </AppProvider>
    </ConnectionStoreContext.Provider>,
  );
  return { ...view, router, queryClient, store, network };
}

/**
 * The page's <main> once its code is in. Until then the app shows the loading frame (the same empty
 * layout as index.html), whose <main> the page's layout then replaces, so a query held from it goes stale.
 */
export async function findPageMain(title: string): Promise<HTMLElement> {
  await screen.findByRole("heading", { level: 1, name: title }, { timeout: 15_000 });
  return screen.getByRole("main");
}

/**
 * Imports the code a file's tests load lazily (a page, its heavy views) once, before its first test,
 * under a bound of its own: cold, on a loaded machine, they were counted against whichever test
 * rendered the page first (figures: docs/performance.md, "Latest test runs"). Warm, the app's own lazy
 * imports resolve at once. The bound guards against a freeze only (more than ten times the cold figure).
 */
export function preloadLazyCode(...imports: Array<() => Promise<unknown>>): void {
  beforeAll(async () => {
    await Promise.all(imports.map((load) => load()));
  }, 120_000);
}
