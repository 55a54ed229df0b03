import type { Migration } from "../migrate.ts";

/**
 * Invoices keep the chain head at creation so "mined after the invoice" is a block comparison.
 * A transaction hash pays at most one invoice: the primary key of topup_payments is the guard
 * that holds even when completions race.
 */
export const topup: Migration = {
  id: "002-topup",
  sql: `
    CREATE TABLE topup_invoices (
      id TEXT PRIMARY KEY,
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      currency_id TEXT NOT NULL,
      chain_id BIGINT NOT NULL,
      credits BIGINT NOT NULL CHECK (credits > 0),
      amount TEXT NOT NULL CHECK (amount ~ '^[0-9]+$'),
      decimals INTEGER NOT NULL,
      destination_address TEXT NOT NULL,
      created_block BIGINT,
      requested_at BIGINT NOT NULL,
      purchased_at BIGINT,
      status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'completed')),
      transaction_hash TEXT
    );
    CREATE INDEX topup_invoices_account ON topup_invoices (account_id, requested_at);

    CREATE TABLE topup_payments (
      chain_id BIGINT NOT NULL,
      transaction_hash TEXT NOT NULL,
      invoice_id TEXT NOT NULL UNIQUE REFERENCES topup_invoices (id) ON DELETE CASCADE,
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (chain_id, transaction_hash)
    );
  `,
};
