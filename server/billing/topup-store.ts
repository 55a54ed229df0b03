import type { Hash } from "viem";
import type { Queryable, Transaction } from "../db/db.ts";

export interface InvoiceRow {
  id: string;
  account_id: string;
  currency_id: string;
  chain_id: number;
  credits: string;
  amount: string;
  decimals: number;
  destination_address: string;
  /** Derivation index of `destination_address`; null for invoices from before per-invoice addresses. */
  address_index: number | null;
  created_block: string | null;
  requested_at: number;
  purchased_at: number | null;
  status: string;
  transaction_hash: string | null;
  /** The sum credited (smallest units), when completed by a service that records it (migration 008). */
  received: string | null;
}

// BIGINT columns that can outgrow a double come back as text and become bigint in code.
const COLUMNS = `id, account_id, currency_id, chain_id::int AS chain_id, credits::text AS credits, amount,
  decimals, destination_address, address_index, created_block::text AS created_block, requested_at::float8 AS requested_at,
  purchased_at::float8 AS purchased_at, status, transaction_hash, received`;

export type NewInvoice = Omit<InvoiceRow, "purchased_at" | "status" | "transaction_hash" | "received">;

export async function insertInvoice(db: Queryable, inv: NewInvoice): Promise<InvoiceRow> {
  const res = await db.query<InvoiceRow>(
    `INSERT INTO topup_invoices (id, account_id, currency_id, chain_id, credits, amount, decimals,
       destination_address, address_index, created_block, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      inv.id,
      inv.account_id,
      inv.currency_id,
      inv.chain_id,
      inv.credits,
      inv.amount,
      inv.decimals,
      inv.destination_address,
      inv.address_index,
      inv.created_block,
      inv.requested_at,
    ],
  );
  const row = res.rows[0];
  if (row === undefined) throw new Error("invoice insert returned nothing");
  return row;
}

/** The next unused derivation index for an invoice address; never handed out twice. */
export async function nextAddressIndex(db: Queryable): Promise<number> {
  const res = await db.query<{ index: number }>("SELECT nextval('topup_address_index')::int AS index");
  const index = res.rows[0]?.index;
  if (index === undefined) throw new Error("no invoice address index");
  return index;
}

/** The invoice only when it belongs to the account: another account's invoice does not exist for it. */
export async function findInvoice(db: Queryable, accountId: string, id: string, lock = false) {
  const res = await db.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM topup_invoices WHERE id = $1 AND account_id = $2${lock ? " FOR UPDATE" : ""}`,
    [id, accountId],
  );
  return res.rows[0] ?? null;
}

/** The invoice a hash is credited to on this chain (a reversed credit no longer counts), if any. */
export async function invoicePaidBy(
  db: Queryable,
  chainId: number,
  hash: Hash,
): Promise<{ invoiceId: string; accountId: string } | null> {
  const res = await db.query<{ invoice_id: string; account_id: string }>(
    `SELECT p.invoice_id, i.account_id FROM topup_payments p JOIN topup_invoices i ON i.id = p.invoice_id
     WHERE p.chain_id = $1 AND p.transaction_hash = $2 AND p.reversed_at IS NULL`,
    [chainId, hash.toLowerCase()],
  );
  const row = res.rows[0];
  return row === undefined ? null : { invoiceId: row.invoice_id, accountId: row.account_id };
}

/**
 * Claims the hash for the invoice: the new row's id, null when some invoice already holds it. The
 * partial unique indexes (migrations 007, 008) make this hold under races: one active claim per
 * hash, one active credit row per invoice. `partOf` names the credit's row for the other
 * transfers a summed credit rests on.
 */
export async function claimHash(
  tx: Transaction,
  chainId: number,
  hash: Hash,
  invoiceId: string,
  blockHash: Hash | null,
  partOf: string | null = null,
): Promise<string | null> {
  const res = await tx.query<{ id: string }>(
    `INSERT INTO topup_payments (chain_id, transaction_hash, invoice_id, block_hash, part_of)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [chainId, hash.toLowerCase(), invoiceId, blockHash?.toLowerCase() ?? null, partOf],
  );
  return res.rows[0]?.id ?? null;
}

/** `hash` is the transaction the completion named; `received` the sum of all that were credited. */
export async function markCompleted(
  tx: Transaction,
  id: string,
  hash: Hash,
  purchasedAt: number,
  received: bigint | null = null,
) {
  const res = await tx.query<InvoiceRow>(
    `UPDATE topup_invoices SET status = 'completed', purchased_at = $2, transaction_hash = $3, received = $4
     WHERE id = $1 AND status = 'requested' RETURNING ${COLUMNS}`,
    [id, purchasedAt, hash.toLowerCase(), received?.toString() ?? null],
  );
  const row = res.rows[0];
  if (row === undefined) throw new Error(`invoice ${id} was not open`);
  return row;
}
