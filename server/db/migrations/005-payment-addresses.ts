import type { Migration } from "../migrate.ts";

/**
 * Each invoice gets its own destination, derived from the service's HD key at `address_index`
 * (see server/billing/payment-addresses.ts), so a transfer names the one invoice it pays. Invoices
 * from before this migration keep their stored destination and have no index.
 *
 * A sender whitelist per account: when it is not empty, only transfers sent from a listed address
 * are credited. Addresses are stored checksummed, so equality is plain text equality.
 */
export const paymentAddresses: Migration = {
  id: "005-payment-addresses",
  sql: `
    CREATE SEQUENCE topup_address_index AS INTEGER MINVALUE 0 START 0;
    ALTER TABLE topup_invoices ADD COLUMN address_index INTEGER UNIQUE CHECK (address_index >= 0);

    CREATE TABLE account_whitelist (
      account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
      address TEXT NOT NULL CHECK (address ~ '^0x[0-9a-fA-F]{40}$'),
      created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, address)
    );
  `,
};
