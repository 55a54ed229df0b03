import type { Migration } from "../migrate.ts";

/**
 * An invoice address is an account: the invoice is paid when the transfers to it reach the quote,
 * so one credit may rest on several transactions. Each contributing transaction gets its own
 * `topup_payments` row (one active claim per hash still holds through `topup_payments_active_hash`):
 * the named one is the credit's row, the others point to it with `part_of`. One active credit row
 * per invoice replaces one active row per invoice. `received` is the sum that was credited
 * (smallest units): what was over the quote is `received - amount`.
 */
export const invoiceSums: Migration = {
  id: "008-invoice-sums",
  sql: `
    DROP INDEX topup_payments_active_invoice;
    ALTER TABLE topup_payments ADD COLUMN part_of BIGINT REFERENCES topup_payments (id);
    CREATE UNIQUE INDEX topup_payments_active_credit ON topup_payments (invoice_id)
      WHERE reversed_at IS NULL AND part_of IS NULL;
    CREATE INDEX topup_payments_invoice ON topup_payments (invoice_id);
    ALTER TABLE topup_invoices ADD COLUMN received TEXT CHECK (received ~ '^[0-9]+$');
  `,
};
