import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv, AuthedAccount } from "./env.ts";
import { errorResponse, ServiceError } from "./errors.ts";

interface Window {
  startedAt: number;
  count: number;
}

/**
 * A fixed window per account. It runs after auth and keys on the account id, so an unknown key
 * costs nothing here and the raw key is never held in memory as a map key. Anonymous routes
 * (`/__test`, the site) carry no account and pass through. The budget lives in this process only:
 * the reference service is a single process, and a restart forgiving a window is harmless.
 */
export function perKeyRateLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limit = deps.config.limits.rateLimit;
  const now = () => (deps.now?.() ?? new Date()).getTime();
  const windows = new Map<string, Window>();

  return async (c, next) => {
    // The variable is unset on routes without auth, whatever the type says.
    const account = c.get("account") as AuthedAccount | undefined;
    if (limit === null || account === undefined) return next();
    const at = now();
    if (windows.size > 10_000) prune(windows, at, limit.windowMs);
    let window = windows.get(account.id);
    if (window === undefined || at - window.startedAt >= limit.windowMs) {
      window = { startedAt: at, count: 0 };
      windows.set(account.id, window);
    }
    if (window.count >= limit.requests) {
      const seconds = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
      const error = new ServiceError(429, "RATE_LIMITED", "Too many requests for this API key", {
        retry_after_seconds: seconds,
        limit: limit.requests,
        window_seconds: Math.ceil(limit.windowMs / 1000),
      });
      return errorResponse(c, error, { "Retry-After": String(seconds) });
    }
    window.count += 1;
    return next();
  };
}

function prune(windows: Map<string, Window>, at: number, windowMs: number): void {
  for (const [id, w] of windows) if (at - w.startedAt >= windowMs) windows.delete(id);
}
