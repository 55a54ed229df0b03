import type { Migration } from "../migrate.ts";

/**
 * Search plans live a few minutes and run once. Times are epoch milliseconds from the service's
 * injectable clock (not the database's), so expiry can be tested without waiting. Claiming a
 * plan is a single conditional UPDATE on `status`, which is what makes "runs once" hold when two
 * runs race.
 */
export const plans: Migration = {
  id: "004-plans",
  sql: `
    CREATE TABLE search_plans (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      query TEXT NOT NULL,
      vertical TEXT NOT NULL,
      steps JSONB NOT NULL,
      reason TEXT NOT NULL,
      -- 'failed' when the planner could not plan the query: such a plan has no steps and never runs.
      planning_status TEXT NOT NULL CHECK (planning_status IN ('success', 'failed')),
      estimate BIGINT NOT NULL CHECK (estimate >= 0),
      signature TEXT NOT NULL,
      deterministic BOOLEAN NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending_confirmation'
        CHECK (status IN ('pending_confirmation', 'running', 'completed', 'failed')),
      consumed BIGINT CHECK (consumed >= 0 AND consumed <= estimate),
      created_at BIGINT NOT NULL,
      expires_at BIGINT NOT NULL,
      finished_at BIGINT
    );
    CREATE INDEX search_plans_account ON search_plans (account_id, created_at);
  `,
};
