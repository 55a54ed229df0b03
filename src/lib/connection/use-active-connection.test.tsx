import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, test } from "vitest";
import { localConfig } from "../../test/fixtures/local-config";
import { installAppNetwork } from "../../test/app-network";
import { json, routes } from "../../test/service";
import { localConfigQueries } from "./connection-queries";
import { createConnectionStore } from "./store";
import { ConnectionStoreContext, useActiveConnection, useConnectionState } from "./use-active-connection";

const ORIGIN = "http://dash.test";

test("/config.json is read once through the query cache, and Local is ready with its dev key after it", async () => {
  let reads = 0;
  installAppNetwork(
    routes({
      "GET /config.json": () => {
        reads += 1;
        return json(localConfig(ORIGIN));
      },
    }),
  );
  const client = new QueryClient();
  const store = createConnectionStore(() => ORIGIN);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConnectionStoreContext value={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConnectionStoreContext>
  );

  const { result, rerender } = renderHook(
    () => ({ state: useConnectionState(), again: useActiveConnection() }),
    {
      wrapper,
    },
  );
  expect(result.current.state.active.ready).toBe(false);
  expect(result.current.state.localConfig.status).toBe("loading");

  await waitFor(() => expect(result.current.state.active.ready).toBe(true));
  expect(result.current.again).toEqual(result.current.state.active);
  // Stable between renders, so effects and memos that depend on it do not run again for nothing.
  const settled = result.current.state;
  rerender();
  expect(result.current.state).toBe(settled);
  expect(result.current.state.active.apiKey).toBe(localConfig(ORIGIN).apiKey);
  expect(client.getQueryData(localConfigQueries.current(ORIGIN).queryKey)).toMatchObject({
    billingBaseUrl: localConfig(ORIGIN).billingBaseUrl,
  });
  expect(reads).toBe(1);

  // A choice in the store is resolved against the cached config: no second read.
  store.setActiveProfile("production");
  await waitFor(() => expect(result.current.state.active.profileId).toBe("production"));
  expect(reads).toBe(1);
});
