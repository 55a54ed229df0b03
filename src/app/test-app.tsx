import { render } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createConnectionStore } from "../lib/connection/store";
import { ConnectionStoreContext } from "../lib/connection/use-active-connection";
import { localConfig } from "../test/fixtures/local-config";
import { installServiceFetch, json, routes as serviceRoutes, type InstalledService } from "../test/service";
import { AppProvider } from "./provider";
import { createQueryClient } from "./query-client";
import { routes as appRoutes } from "./router";

// Test-only helpers: the real providers, routes and caches, with the network answered in memory in
// the wire format of the spec (src/test/service.ts), so what is asserted is what users see.
export const ORIGIN = "http://dash.test";
export const DEV_KEY = localConfig(ORIGIN).apiKey;

export interface Reply {
  status: number;
  body: unknown;
}

export const balanceReply = (subscription: number, topUp: number): Reply => ({
  status: 200,
  body: { balance: subscription + topUp, subscription_balance: subscription, top_up_balance: topUp },
});

export const errorReply = (status: number, body: unknown): Reply => ({ status, body });

let installed: InstalledService | undefined;

export function restoreService(): void {
  installed?.restore();
  installed = undefined;
}

/** Serves /config.json and the balance endpoint; `balance` can change between calls. */
export function stubService(initial: Reply | "never-answers") {
  restoreService();
  let balance = initial;
  installed = installServiceFetch(
    serviceRoutes({
      "GET /config.json": () => json(localConfig(ORIGIN)),
      "GET /billing/v1/account/balance": () =>
        balance === "never-answers"
          ? new Promise<Response>(() => undefined)
          : json(balance.body, { status: balance.status }),
    }),
  );
  const requests = installed.requests;
  return {
    setBalance(next: Reply) {
      balance = next;
    },
    /** Authorization headers of the balance requests made so far. */
    balanceAuth: () =>
      requests
        .filter((request) => new URL(request.url).pathname === "/billing/v1/account/balance")
        .map((request) => request.headers.get("Authorization")),
  };
}

export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const store = createConnectionStore(() => ORIGIN);
  const view = render(
    <ConnectionStoreContext.Provider value={store}>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </ConnectionStoreContext.Provider>,
  );
  return { ...view, router, queryClient, store };
}
