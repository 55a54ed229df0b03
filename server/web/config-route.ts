import { Hono } from "hono";
import type { Dialect } from "../config.ts";
import type { LocalChainConfig } from "../chain/local-config.ts";
import { VERTICALS } from "../tools/catalog.ts";
import { CHAIN_PATH } from "./chain-route.ts";
import { hostOrigin } from "./host-guard.ts";

export interface LocalConnectionOptions {
  apiKey: string;
  dialect: Dialect;
  chain: LocalChainConfig;
  topUp: { maxCredits: number; confirmations: number };
  proxyUpstreams: string[];
}

/** `/config.json`: how the dashboard reaches this local stack (docs/interfaces.md). */
export function createConfigRoute(opts: LocalConnectionOptions): Hono {
  const route = new Hono();
  route.get("/config.json", (c) => {
    // Built from the Host the listener checked (never from an absolute-form target), so it stays
    // right behind the Vite dev proxy and on any port.
    const host = c.req.header("host");
    const origin = host === undefined ? new URL(c.req.url).origin : hostOrigin(host);
    c.header("Cache-Control", "no-store");
    return c.json({
      billingBaseUrl: `${origin}/billing/v1`,
      chatBaseUrl: `${origin}/chat`,
      apiKey: opts.apiKey,
      dialect: opts.dialect,
      // The same-origin /chain route, never anvil's own port (chain-route.ts).
      chain: { ...opts.chain.chain, rpcUrl: `${origin}${CHAIN_PATH}` },
      // Prices are bigint in the service and digit strings on the wire.
      currencies: opts.chain.currencies.map((cur) => ({
        ...cur,
        creditsPerUnit: cur.creditsPerUnit.toString(),
      })),
      topUp: opts.topUp,
      testWallet: opts.chain.testWallet,
      proxy: { upstreams: opts.proxyUpstreams },
      // The verticals this stack's catalog has: the dashboard offers these, not production's list.
      verticals: VERTICALS,
    });
  });
  return route;
}
