import { Hono, type Context } from "hono";

export const DEFAULT_PROXY_UPSTREAMS = ["https://api.kirha.com/billing/v1", "https://api.kirha.com/chat"];

/** Only these request headers ever leave through the proxy; cookies and the rest stay home. */
const FORWARDED_REQUEST_HEADERS = ["authorization", "content-type", "x-organization-id", "accept"];
/** Hop-by-hop headers, plus the ones fetch invalidates by decompressing and re-chunking the body. */
const DROPPED_RESPONSE_HEADERS = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "content-encoding",
  "content-length",
  "set-cookie",
]);

export function parseProxyUpstreams(value: string | undefined): string[] {
  if (value === undefined || value.trim() === "") return DEFAULT_PROXY_UPSTREAMS;
  return value
    .split(",")
    .map((s) => s.trim().replace(/\/+$/, ""))
    .filter((s) => s !== "");
}

export interface ProxyOptions {
  upstreams: string[];
  log?: (line: string) => void;
}

/** `/proxy/<encodeURIComponent(base)>/<rest>` → `<base>/<rest>`, for allow-listed bases only. */
export function createProxy(opts: ProxyOptions): Hono {
  const allowed = new Set(opts.upstreams);
  const proxy = new Hono();
  proxy.all("/proxy/*", async (c) => {
    const target = resolveTarget(c.req.url, allowed);
    if (target === null) return forbidden(c);
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    let upstream: Response;
    try {
      upstream = await fetch(target.url, {
        method: c.req.method,
        headers,
        body: hasBody ? c.req.raw.body : null,
        redirect: "manual",
        signal: c.req.raw.signal,
        ...(hasBody ? { duplex: "half" } : {}),
      });
    } catch {
      opts.log?.(`proxy ${c.req.method} ${target.logPath} → unreachable`);
      const message = `The upstream ${target.base} could not be reached.`;
      return c.json(
        { error: { code: "PROXY_UPSTREAM_UNREACHABLE", message, details: { upstream: target.base } } },
        502,
      );
    }
    // Logs name the method and path only: never headers (the key) nor the query.
    opts.log?.(`proxy ${c.req.method} ${target.logPath} → ${upstream.status}`);
    const out = new Headers();
    upstream.headers.forEach((value, name) => {
      if (!DROPPED_RESPONSE_HEADERS.has(name)) out.set(name, value);
    });
    return new Response(upstream.body, { status: upstream.status, headers: out });
  });
  return proxy;
}

interface Target {
  base: string;
  url: string;
  logPath: string;
}

function resolveTarget(requestUrl: string, allowed: Set<string>): Target | null {
  const { pathname, search } = new URL(requestUrl);
  const match = /^\/proxy\/([^/]+)(\/.*)?$/.exec(pathname);
  if (match?.[1] === undefined) return null;
  let base: string;
  try {
    base = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (!allowed.has(base)) return null;
  const rest = match[2] ?? "";
  const url = new URL(`${base}${rest}${search}`);
  // Dot segments (also percent-encoded ones) must not climb out of the allowed base path.
  const resolved = `${url.origin}${url.pathname}`;
  if (resolved !== base && !resolved.startsWith(`${base}/`)) return null;
  return { base, url: url.href, logPath: resolved };
}

function forbidden(c: Context): Response {
  const message = "This upstream is not on the proxy allow-list (PROXY_UPSTREAMS).";
  return c.json({ error: { code: "PROXY_FORBIDDEN", message, details: {} } }, 403);
}
