import type { MiddlewareHandler } from "hono";
import type { Queryable } from "../db/db.ts";
import type { AppDeps, AppEnv, AuthedAccount } from "./env.ts";
import { errorResponse, ServiceError } from "./errors.ts";

/**
 * Counts one request in the account's fixed window and returns the window as it now stands. One
 * statement, so instances on one database share the budget: INSERT … ON CONFLICT DO UPDATE takes
 * the account's row lock, and a concurrent upsert waits and then reads the committed count (READ
 * COMMITTED suffices; no request is lost or counted twice). A window that has passed restarts here.
 * The count stops one past the limit so that a flood does not grow it.
 */
export async function countRequest(
  q: Queryable,
  accountId: string,
  at: number,
  limit: { requests: number; windowMs: number },
): Promise<{ startedAt: number; count: number }> {
  const { rows } = await q.query<{ started_at: bigint | number; count: number }>(
    `INSERT INTO rate_limit_windows AS w (account_id, started_at, count) VALUES ($1, $2, 1)
     ON CONFLICT (account_id) DO UPDATE SET
       started_at = CASE WHEN $2 - w.started_at >= $3 THEN $2 ELSE w.started_at END,
       count = CASE WHEN $2 - w.started_at >= $3 THEN 1 ELSE LEAST(w.count + 1, $4) END
     RETURNING started_at, count`,
    [accountId, at, limit.windowMs, limit.requests + 1],
  );
  const row = rows[0] as { started_at: bigint | number; count: number };
  return { startedAt: Number(row.started_at), count: row.count };
}

/**
 * A fixed window per account, kept in the database (`rate_limit_windows`), so that every instance
 * of a team sandbox counts against the same budget. It runs after auth and keys on the account id,
 * so an unknown key costs nothing here. Anonymous routes (`/__test`, the site) carry no account and
 * pass through.
 */
export function perKeyRateLimit(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const limit = deps.config.limits.rateLimit;
  const now = () => (deps.now?.() ?? new Date()).getTime();

  return async (c, next) => {
    // The variable is unset on routes without auth, whatever the type says.
    const account = c.get("account") as AuthedAccount | undefined;
    if (limit === null || account === undefined) return next();
    const at = now();
    const window = await countRequest(deps.db, account.id, at, limit);
    if (window.count > limit.requests) {
      const seconds = Math.max(1, Math.ceil((window.startedAt + limit.windowMs - at) / 1000));
      const error = new ServiceError(429, "RATE_LIMITED", "Too many requests for this API key", {
        retry_after_seconds: seconds,
        limit: limit.requests,
        window_seconds: Math.ceil(limit.windowMs / 1000),
      });
      return errorResponse(c, error, { "Retry-After": String(seconds) });
    }
    return next();
  };
}
