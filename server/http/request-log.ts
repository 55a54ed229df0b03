import type { MiddlewareHandler } from "hono";

/**
 * One line per request. Only method, path (no query string), status and duration: headers and
 * bodies never reach the log, so neither can a key.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
