import type { MiddlewareHandler } from "hono";

/** Sent with every response of the stack: service answers, the dashboard, errors and 404s alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // A response is only ever what its Content-Type says: no script sniffed out of JSON or text.
  "X-Content-Type-Options": "nosniff",
  // Paths can carry tool names and invoice ids; no other site needs to learn them.
  "Referrer-Policy": "no-referrer",
};

/** Adds the headers in place, or on a copy when the headers are immutable (a `fetch` answer). */
export function withSecurityHeaders(response: Response): Response {
  let res = response;
  try {
    res.headers.set("X-Content-Type-Options", SECURITY_HEADERS["X-Content-Type-Options"] ?? "");
  } catch {
    res = new Response(res.body, res);
  }
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
  return res;
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = withSecurityHeaders(c.res);
    if (res !== c.res) c.res = res;
  };
}
