import { Hono, type Context } from "hono";
import { rawRequestTarget, type NodeBindings } from "./raw-target.ts";

export const DEFAULT_PROXY_UPSTREAMS = ["https://api.kirha.com/billing/v1", "https://api.kirha.com/chat"];

/** Only these request headers ever leave through the proxy; cookies and the rest stay home. */
const FORWARDED_REQUEST_HEADERS = ["authorization", "content-type", "x-organization-id", "accept"];
/**
 * The upstream headers a JSON answer needs. The answer is served on the dashboard's origin, where
 * a relayed Clear-Site-Data would wipe the invoice book, Refresh or Link would navigate or preload,
 * Set-Cookie would plant cookies: so relaying is by allow-list, never by excluding what is known.
 */
const RELAYED_RESPONSE_HEADERS = new Set([
  "content-type",
  "retry-after",
  "date",
  "etag",
  "cache-control",
  "vary",
]);

function relayed(name: string, upstream: Headers): boolean {
  if (RELAYED_RESPONSE_HEADERS.has(name)) return true;
  // RateLimit and RateLimit-Policy (the IETF draft), RateLimit-* and X-RateLimit-* (older forms).
  if (name === "ratelimit" || name.startsWith("ratelimit-") || name.startsWith("x-ratelimit-")) return true;
  // fetch decompresses the body it hands on, so the encoded length holds only for an unencoded one.
  return name === "content-length" && !upstream.has("content-encoding");
}

/**
 * An upstream answer is served on the dashboard's origin, so it must never be a document: no
 * script, no plugin, no navigation, whatever it claims to be.
 */
export const PROXY_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "sandbox; default-src 'none'",
  "X-Content-Type-Options": "nosniff",
};

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
export function createProxy(opts: ProxyOptions): Hono<{ Bindings: NodeBindings }> {
  const allowed = new Set(opts.upstreams);
  const proxy = new Hono<{ Bindings: NodeBindings }>();
  proxy.use("/proxy/*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PROXY_RESPONSE_HEADERS)) c.res.headers.set(name, value);
  });
  proxy.all("/proxy/*", async (c) => {
    const unsafe = unsafePath(rawRequestTarget(c));
    if (unsafe !== null) {
      const message =
        unsafe === "dot_segment"
          ? "Dot segments (also percent-encoded ones) are not allowed in proxied paths."
          : "Percent-encoded slashes and backslashes are not allowed in proxied paths.";
      return c.json({ error: { code: "PROXY_FORBIDDEN", message, details: { reason: unsafe } } }, 403);
    }
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
    const refusal = await refuse(upstream, target.base, c.req.method);
    if (refusal !== null) {
      await upstream.body?.cancel().catch(() => {});
      opts.log?.(`proxy ${c.req.method} ${target.logPath} refused: ${refusal.error.code}`);
      return c.json(refusal, 502);
    }
    const out = new Headers();
    upstream.headers.forEach((value, name) => {
      if (relayed(name, upstream.headers)) out.set(name, value);
    });
    return new Response(upstream.body, { status: upstream.status, headers: out });
  });
  return proxy;
}

interface Refusal {
  error: { code: string; message: string; details: Record<string, unknown> };
}

/** Redirects and bodies that are not JSON are answered with an error instead of being relayed. */
async function refuse(upstream: Response, base: string, method: string): Promise<Refusal | null> {
  const { status } = upstream;
  if (status >= 300 && status < 400 && status !== 304) {
    const location = upstream.headers.get("location");
    const message = `The upstream ${base} answered a redirect (${status})${location === null ? "" : ` to ${location}`}; the proxy does not follow or relay redirects.`;
    return {
      error: { code: "PROXY_REDIRECT_REFUSED", message, details: { upstream: base, status, location } },
    };
  }
  const type = upstream.headers.get("content-type");
  if (isJson(type) || method === "HEAD" || status === 204 || status === 304) return null;
  if (await isEmpty(upstream)) return null;
  const message = `The upstream ${base} answered ${type ?? "a body without a Content-Type"}; the proxy relays JSON only.`;
  return {
    error: {
      code: "PROXY_UPSTREAM_NOT_JSON",
      message,
      details: { upstream: base, status, content_type: type },
    },
  };
}

function isJson(contentType: string | null): boolean {
  const media = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return media === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(media);
}

/** Reads at most the first chunk: an empty body ends at once, anything else is refused unread. */
async function isEmpty(upstream: Response): Promise<boolean> {
  if (upstream.headers.get("content-length") === "0" || upstream.body === null) return true;
  const reader: ReadableStreamDefaultReader<Uint8Array> = upstream.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return true;
    if (value.byteLength > 0) {
      await reader.cancel().catch(() => {});
      return false;
    }
  }
}

/**
 * `.` and `..`, written plainly or with %2e in any case, anywhere in the path; and %2f / %5c, which
 * an upstream that decodes before resolving would turn into dot segments of its own.
 */
function unsafePath(target: string): "dot_segment" | "encoded_slash" | null {
  const path = target.split("?")[0] ?? "";
  if (path.split("/").some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment))) return "dot_segment";
  return /%(?:2f|5c)/i.test(path.replace(/^\/proxy\/[^/]*/, "")) ? "encoded_slash" : null;
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
  // Whatever resolving the URL does, it must not climb out of the allowed base path.
  const resolved = `${url.origin}${url.pathname}`;
  if (resolved !== base && !resolved.startsWith(`${base}/`)) return null;
  return { base, url: url.href, logPath: resolved };
}

function forbidden(c: Context): Response {
  const message = "This upstream is not on the proxy allow-list (PROXY_UPSTREAMS).";
  return c.json({ error: { code: "PROXY_FORBIDDEN", message, details: {} } }, 403);
}
