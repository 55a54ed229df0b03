import type { Migration } from "../migrate.ts";

/**
 * `search_plans.claimed_at`: when the running claim was taken (epoch ms, the service's clock). A
 * claim is a lease: a run cut off before its charge (the database gone during the final
 * transaction) leaves the plan `running`, and once the claim is older than the run's bound the plan
 * is runnable again. The run that charges must still hold its own claim (server/search/plan-store.ts),
 * so a late first run and a takeover never both charge.
 *
 * `topup_invoices.scanned_block` / `scanned_transfers`: how far the ETH sum of an invoice's own
 * address has read the chain, and that block's hash with the transfers found up to there (JSON),
 * so a completion reads a bounded number of blocks and the next one resumes
 * (server/billing/verify-sum.ts).
 */
export const runLeasesAndScanMarks: Migration = {
  id: "013-run-leases-and-scan-marks",
  sql: `
    ALTER TABLE search_plans ADD COLUMN claimed_at BIGINT;
    ALTER TABLE topup_invoices ADD COLUMN scanned_block BIGINT, ADD COLUMN scanned_transfers JSONB;
  `,
};
