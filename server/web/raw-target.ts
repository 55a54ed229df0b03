import type { Context } from "hono";

/** What @hono/node-server hands to `fetch` as its second argument (absent under `app.request`). */
export interface NodeBindings {
  incoming?: { url?: string; socket?: { remoteAddress?: string } };
}

/**
 * The request target as the client sent it. The Request's URL has been through the WHATWG parser,
 * which resolves `.`, `..` and their percent-encoded forms, so checks of what the client actually
 * wrote must look at the Node request.
 */
export function rawRequestTarget(c: Context<{ Bindings: NodeBindings }>): string {
  const raw = (c.env as NodeBindings | undefined)?.incoming?.url;
  if (raw !== undefined) return raw;
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}
