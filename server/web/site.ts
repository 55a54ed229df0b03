import { Hono } from "hono";
import { notFound } from "../http/errors.ts";
import { createChainRoute } from "./chain-route.ts";
import { createConfigRoute, type LocalConnectionOptions } from "./config-route.ts";
import { createProxy } from "./proxy.ts";
import { securityHeaders } from "./security-headers.ts";
import { createStaticSite } from "./static.ts";

export interface SiteOptions extends LocalConnectionOptions {
  /** The built dashboard; absent under `npm run dev`, where Vite serves it. */
  distDir?: string;
  log?: (line: string) => void;
}

/** Everything on the listener that is not the service: /config.json, /chain, /proxy/*, the dashboard. */
export function createSite(opts: SiteOptions): Hono {
  const site = new Hono();
  site.use(securityHeaders());
  site.route("/", createConfigRoute(opts));
  // opts.chain.chain.rpcUrl is anvil's own URL: the server forwards to it, browsers never see it.
  site.route("/", createChainRoute({ upstream: opts.chain.chain.rpcUrl, log: opts.log }));
  site.route("/", createProxy({ upstreams: opts.proxyUpstreams, log: opts.log }));
  if (opts.distDir !== undefined) site.route("/", createStaticSite(opts.distDir));
  site.notFound(notFound);
  return site;
}

const SERVICE_PREFIXES = ["/billing", "/chat", "/__test"];

/** The service owns its prefixes outright (its own 404/405), the site gets every other path. */
export function isServicePath(pathname: string): boolean {
  return SERVICE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
