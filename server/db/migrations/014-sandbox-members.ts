import type { Migration } from "../migrate.ts";

/**
 * A team sandbox's shared state, added with member keys:
 *
 * `sandbox_members`: one row per member an operator added (`npm run sandbox -- member add`), naming
 * the account it owns; its keys are ordinary `api_keys` rows (hashed), deleted on revoke, so every
 * instance refuses them on the next request. `revoked_at` keeps the name taken.
 *
 * `service_chain.persisted_block` / `persisted_block_hash`: the newest block of the spawned chain
 * whose state its owner has written to disk (server/chain/durable-head.ts). An instance that does not
 * own the chain credits a payment only once this covers the chain's head, so a crash of the owner
 * never loses a block a 200 rests on.
 *
 * `rate_limit_windows` becomes logged: an unlogged table is emptied by a crash restart of the server,
 * which forgave a window's requests.
 */
export const sandboxMembers: Migration = {
  id: "014-sandbox-members",
  sql: `
    CREATE TABLE sandbox_members (
      name TEXT PRIMARY KEY CHECK (name ~ '^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$'),
      account_id TEXT NOT NULL UNIQUE REFERENCES accounts (id),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      revoked_at TIMESTAMPTZ
    );
    ALTER TABLE service_chain ADD COLUMN persisted_block BIGINT, ADD COLUMN persisted_block_hash TEXT;
    ALTER TABLE rate_limit_windows SET LOGGED;
  `,
};
