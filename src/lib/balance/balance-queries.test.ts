import { QueryClient } from "@tanstack/react-query";
import { expect, test } from "vitest";
import { installAppNetwork } from "../../test/app-network";
import { json, routes } from "../../test/service";
import type { Connection } from "../connection/connection";
import { balanceQueries } from "./balance-queries";

const KEY_A = "dk_live_alpha_4b1e9c0d7a";
const KEY_B = "dk_live_bravo_8f2a6d3c1e";
const connection = (apiKey: string): Connection => ({
  profileId: "custom",
  billingBaseUrl: "https://svc.test/billing/v1",
  chatBaseUrl: "https://svc.test/chat",
  apiKey,
  ready: true,
});

test("two keys of one connection get entries of their own, and no key appears in the cache", async () => {
  // Each key's own account: the staged service answers by the bearer key it was sent.
  const totals: Record<string, number> = { [KEY_A]: 700, [KEY_B]: 42 };
  installAppNetwork(
    routes({
      "GET /billing/v1/account/balance": (request) => {
        const total = totals[(request.headers.get("authorization") ?? "").replace("Bearer ", "")] ?? 0;
        return json({ balance: total, subscription_balance: total, top_up_balance: 0 });
      },
    }),
  );
  const client = new QueryClient();
  await client.fetchQuery(balanceQueries.current(connection(KEY_A)));
  await client.fetchQuery(balanceQueries.current(connection(KEY_B)));

  expect(client.getQueryData(balanceQueries.current(connection(KEY_A)).queryKey)?.total).toBe(700n);
  expect(client.getQueryData(balanceQueries.current(connection(KEY_B)).queryKey)?.total).toBe(42n);
  const queries = client.getQueryCache().getAll();
  expect(queries).toHaveLength(2);
  for (const query of queries) {
    const text = JSON.stringify(query.queryKey) + query.queryHash;
    expect(text).not.toContain(KEY_A);
    expect(text).not.toContain(KEY_B);
    // Nor a recognisable part of one.
    expect(text).not.toContain("alpha");
    expect(text).not.toContain("bravo");
  }
});
