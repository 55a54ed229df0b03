import { Hono, type Context } from "hono";
import type { Dialect } from "../config.ts";
import type { LocalChainConfig } from "../chain/local-config.ts";
import { VERTICALS } from "../tools/catalog.ts";
import { CHAIN_PATH } from "./chain-route.ts";
import { hostOrigin } from "./host-guard.ts";
import type { NodeBindings } from "./raw-target.ts";

export interface LocalConnectionOptions {
  apiKey: string;
  dialect: Dialect;
  chain: LocalChainConfig;
  topUp: { maxCredits: number; confirmations: number };
  proxyUpstreams: string[];
}

const LOOPBACK_NAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);
const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
/** Headers a reverse proxy adds: a request carrying one came from somewhere else. */
const FORWARDED = ["forwarded", "x-forwarded-for", "x-forwarded-host", "x-real-ip"];

/**
 * Whether a request may be handed the stack's secrets (the dev key, the test wallet's private key):
 * only one that reached the listener from loopback, named a loopback Host and passed no proxy. A
 * request through a public name in ALLOWED_HOSTS (a team sandbox behind its reverse proxy) gets the
 * connection without them, and its member brings their own key.
 */
export function fromLoopback(c: Context): boolean {
  let name: string;
  try {
    name = new URL(`http://${c.req.header("host") ?? ""}`).hostname;
  } catch {
    return false;
  }
  if (!LOOPBACK_NAMES.has(name)) return false;
  if (FORWARDED.some((header) => c.req.header(header) !== undefined)) return false;
  // Absent under app.request (tests); the listener binds 127.0.0.1, so this holds there anyway.
  const remote = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return remote === undefined || LOOPBACK_ADDRESSES.has(remote);
}

/** `/config.json`: how the dashboard reaches this local stack (docs/interfaces.md). */
export function createConfigRoute(opts: LocalConnectionOptions): Hono {
  const route = new Hono();
  route.get("/config.json", (c) => {
    const secrets = fromLoopback(c);
    // Built from the Host the listener checked (never from an absolute-form target), so it stays
    // right behind the Vite dev proxy and on any port.
    const host = c.req.header("host");
    const origin = host === undefined ? new URL(c.req.url).origin : hostOrigin(host);
    c.header("Cache-Control", "no-store");
    return c.json({
      billingBaseUrl: `${origin}/billing/v1`,
      chatBaseUrl: `${origin}/chat`,
      apiKey: secrets ? opts.apiKey : null,
      dialect: opts.dialect,
      // The same-origin /chain route, never anvil's own port (chain-route.ts).
      chain: { ...opts.chain.chain, rpcUrl: `${origin}${CHAIN_PATH}` },
      // Prices are bigint in the service and digit strings on the wire.
      currencies: opts.chain.currencies.map((cur) => ({
        ...cur,
        creditsPerUnit: cur.creditsPerUnit.toString(),
      })),
      topUp: opts.topUp,
      testWallet: secrets ? opts.chain.testWallet : null,
      proxy: { upstreams: opts.proxyUpstreams },
      // The verticals this stack's catalog has: the dashboard offers these, not production's list.
      verticals: VERTICALS,
    });
  });
  return route;
}
