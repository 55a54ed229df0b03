import type { Migration } from "../migrate.ts";

/**
 * The per-key rate limit's fixed window, one row per account, so every instance on one database
 * spends the same budget (server/http/rate-limit.ts counts with one atomic upsert). UNLOGGED: a
 * counter lost in a server crash only forgives one window, and it is written on every request.
 */
export const rateLimits: Migration = {
  id: "011-rate-limits",
  sql: `
    CREATE UNLOGGED TABLE rate_limit_windows (
      account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      started_at BIGINT NOT NULL,
      count INTEGER NOT NULL CHECK (count >= 0)
    );
  `,
};
