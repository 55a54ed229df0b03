import type { MiddlewareHandler } from "hono";
import { escapeControl } from "./shown.ts";

/**
 * One line per request. Only method, path (no query string), status and duration: headers and
 * bodies never reach the log, so neither can a key. The path is the caller's text, decoded: its
 * control characters are escaped, so it cannot start a forged line or drive the terminal.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    log(`${c.req.method} ${escapeControl(c.req.path)} ${c.res.status} ${ms}ms`);
  };
}
