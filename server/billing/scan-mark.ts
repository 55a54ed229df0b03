import type { Address, Hash } from "viem";
import type { Queryable } from "../db/db.ts";
import type { ScanMark } from "./verify-sum.ts";

/** `topup_invoices.scanned_transfers` (migration 013): the mark block's hash and the transfers. */
interface StoredScan {
  block_hash: Hash;
  transfers: { hash: Hash; from: Address; value: string; blockHash: Hash }[];
}

function isStoredScan(value: unknown): value is StoredScan {
  const v = value as Partial<StoredScan> | null;
  return (
    typeof v === "object" && v !== null && typeof v.block_hash === "string" && Array.isArray(v.transfers)
  );
}

/** How far a completion of this invoice read the chain before, if one did. */
export async function loadScanMark(q: Queryable, invoiceId: string): Promise<ScanMark | null> {
  const { rows } = await q.query<{ scanned_block: bigint | number | null; scanned_transfers: unknown }>(
    "SELECT scanned_block, scanned_transfers FROM topup_invoices WHERE id = $1",
    [invoiceId],
  );
  const row = rows[0];
  // JSONB comes back parsed from both drivers, as search_plans.steps does.
  if (row === undefined || row.scanned_block === null || !isStoredScan(row.scanned_transfers)) return null;
  return {
    block: BigInt(row.scanned_block),
    blockHash: row.scanned_transfers.block_hash,
    transfers: row.scanned_transfers.transfers.map((t) => ({ ...t, value: BigInt(t.value) })),
  };
}

/**
 * Saves where the next completion resumes, only if the mark is still the one this completion
 * started from: of two completions racing over the same blocks one mark stays (each holds every
 * transfer up to its block), and a mark a reorg voided is replaced even by a lower one.
 */
export async function saveScanMark(
  q: Queryable,
  invoiceId: string,
  from: ScanMark | null,
  next: ScanMark | null,
): Promise<void> {
  if (next === null) return;
  const stored: StoredScan = {
    block_hash: next.blockHash,
    transfers: next.transfers.map((t) => ({ ...t, value: t.value.toString() })),
  };
  await q.query(
    `UPDATE topup_invoices SET scanned_block = $2, scanned_transfers = $3::jsonb
     WHERE id = $1 AND scanned_block IS NOT DISTINCT FROM $4::bigint`,
    [invoiceId, next.block, JSON.stringify(stored), from?.block ?? null],
  );
}
