import type { Migration } from "../migrate.ts";

/**
 * A credited payment whose transaction leaves the chain (a crash lost the chain's state, a reorg,
 * a chain reset under a kept ledger) is reversed, never deleted: its `topup_payments` row gets
 * `reversed_at` and a cause, the account a `reversal` ledger entry of minus the credits with the
 * cause as `note`, and the invoice is open again. "One credit per hash" therefore holds for the
 * *active* rows only (partial unique indexes), so the hash can pay again once it is really mined.
 * `block_hash` is the block the credit was verified in; a later lookup finding it elsewhere is a
 * reorg. A reversal may leave the top-up part below zero: that debt is shown, not hidden.
 */
export const paymentReversals: Migration = {
  id: "007-payment-reversals",
  sql: `
    ALTER TABLE accounts DROP CONSTRAINT accounts_top_up_balance_check;
    ALTER TABLE ledger_entries ADD COLUMN note TEXT;

    ALTER TABLE topup_payments DROP CONSTRAINT topup_payments_pkey;
    ALTER TABLE topup_payments DROP CONSTRAINT topup_payments_invoice_id_key;
    ALTER TABLE topup_payments ADD COLUMN id BIGSERIAL PRIMARY KEY;
    ALTER TABLE topup_payments ADD COLUMN block_hash TEXT;
    ALTER TABLE topup_payments ADD COLUMN reversed_at TIMESTAMPTZ;
    ALTER TABLE topup_payments ADD COLUMN reversal_cause TEXT;
    ALTER TABLE topup_payments ADD CONSTRAINT topup_payments_reversal_has_cause
      CHECK ((reversed_at IS NULL) = (reversal_cause IS NULL));
    CREATE UNIQUE INDEX topup_payments_active_hash ON topup_payments (chain_id, transaction_hash)
      WHERE reversed_at IS NULL;
    CREATE UNIQUE INDEX topup_payments_active_invoice ON topup_payments (invoice_id)
      WHERE reversed_at IS NULL;
  `,
};
