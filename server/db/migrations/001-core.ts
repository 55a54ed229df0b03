import type { Migration } from "../migrate.ts";

/**
 * Balances are kept on the account for cheap reads and mirrored by ledger entries, so that for
 * every account the sums of the deltas equal the two balance columns.
 */
export const core: Migration = {
  id: "001-core",
  sql: `
    CREATE TABLE accounts (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      subscription_balance BIGINT NOT NULL DEFAULT 0 CHECK (subscription_balance >= 0),
      top_up_balance BIGINT NOT NULL DEFAULT 0 CHECK (top_up_balance >= 0),
      dialect TEXT CHECK (dialect IN ('spec', 'production')),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );

    -- sha256 of the key, hex; the raw key is shown once and never stored here.
    CREATE TABLE api_keys (
      key_hash TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX api_keys_account ON api_keys (account_id);

    CREATE TABLE ledger_entries (
      id BIGSERIAL PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      subscription_delta BIGINT NOT NULL,
      top_up_delta BIGINT NOT NULL,
      reference TEXT,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
    CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

    -- Local dev stack only: the dev key must be printed on every start, so it is kept in clear.
    CREATE TABLE dev_credentials (
      account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
      api_key TEXT NOT NULL
    );
  `,
};
