import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, test } from "vitest";
import { createConnectionStore } from "../../../lib/connection/store";
import { ConnectionStoreContext, useActiveConnection } from "../../../lib/connection/use-active-connection";
import { installAppNetwork } from "../../../test/app-network";
import { localConfig } from "../../../test/fixtures/local-config";
import { json, routes } from "../../../test/service";
import { useToolList } from "../hooks/use-tool-list";
import { prefetchToolList } from "./prefetch-tool-list";

const ORIGIN = "http://dash.test";
const LISTING = {
  tools: [
    {
      name: "coingecko_getPortfolioValue",
      description: "Value a list of holdings",
      inputSchema: {},
      price: 3,
    },
  ],
};

function setUp() {
  const network = installAppNetwork(
    routes({
      "GET /config.json": () => json(localConfig(ORIGIN)),
      "GET /chat/v1/tools": () => json(LISTING),
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createConnectionStore(() => ORIGIN);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConnectionStoreContext value={store}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConnectionStoreContext>
  );
  const paths = () => network.requests.map((request) => new URL(request.url).pathname);
  return { network, client, store, wrapper, paths };
}

test("the listing is asked for with Local's key once /config.json answers, and the page's own query finds it: one request", async () => {
  const { network, client, store, wrapper, paths } = setUp();

  await prefetchToolList(client, "crypto", store);

  // Local's key and addresses come from /config.json: read first, then the listing.
  expect(paths()).toEqual(["/config.json", "/chat/v1/tools"]);
  const [listing] = network.sentTo("/chat/v1/tools");
  expect(new URL(listing?.url ?? "").searchParams.get("vertical_id")).toBe("crypto");
  expect(listing?.headers.get("Authorization")).toBe(`Bearer ${localConfig(ORIGIN).apiKey}`);

  // The page resolves its connection from the same store and cache: the answer is there at once,
  // and nothing more goes on the wire.
  const { result } = renderHook(() => useToolList(useActiveConnection(), "crypto"), { wrapper });
  expect(result.current.data?.map((tool) => tool.description)).toEqual(["Value a list of holdings"]);
  expect(paths()).toEqual(["/config.json", "/chat/v1/tools"]);
});

test("a key the user gave is the one sent, under the key the page reads", async () => {
  const { network, client, store, wrapper } = setUp();
  store.setApiKey("local", "dk_user_key_1234567890");

  await prefetchToolList(client, "crypto", store);

  expect(network.sentTo("/chat/v1/tools")[0]?.headers.get("Authorization")).toBe(
    "Bearer dk_user_key_1234567890",
  );
  const { result } = renderHook(() => useToolList(useActiveConnection(), "crypto"), { wrapper });
  expect(result.current.isSuccess).toBe(true);
  expect(network.sentTo("/chat/v1/tools")).toHaveLength(1);
});

test("without a vertical in the address nothing is asked for: the page searches the known verticals itself", async () => {
  const { network, client, store } = setUp();

  await prefetchToolList(client, null, store);
  await prefetchToolList(client, "", store);

  expect(network.requests).toEqual([]);
});
