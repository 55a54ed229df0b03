import type { Migration } from "../migrate.ts";

/**
 * What every instance on one database must agree on about the chain, kept here rather than in a
 * DATA_DIR file so that a second instance joins with only DATABASE_URL and CHAIN_RPC_URL: the chain's
 * id and instance marker, the test token, the treasury, the Local test wallet, and the public
 * extended key invoice addresses derive from (the private key stays in the DATA_DIR of the instance
 * that made it: only a sweep needs it). `ledger_instance` is the chain instance the ledger's credits
 * belong to (formerly DATA_DIR/db/chain-instance). One row; the first instance seeds it under an
 * advisory lock (server/chain/shared-chain.ts); invoice indices come from `topup_address_index`.
 */
export const sharedChain: Migration = {
  id: "009-shared-chain",
  sql: `
    CREATE TABLE service_chain (
      id BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (id),
      chain_id INTEGER NOT NULL CHECK (chain_id > 0),
      chain_instance TEXT,
      ledger_instance TEXT,
      token TEXT CHECK (token ~ '^0x[0-9a-fA-F]{40}$'),
      treasury TEXT NOT NULL CHECK (treasury ~ '^0x[0-9a-fA-F]{40}$'),
      payment_public_key TEXT NOT NULL CHECK (payment_public_key LIKE 'xpub%'),
      test_wallet_key TEXT NOT NULL,
      test_wallet_address TEXT NOT NULL CHECK (test_wallet_address ~ '^0x[0-9a-fA-F]{40}$'),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};
