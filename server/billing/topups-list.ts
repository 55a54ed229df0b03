import type { Context } from "hono";
import { ServiceError } from "../http/errors.ts";
import { authedAccount, type AppDeps, type AppEnv } from "../http/env.ts";
import type { Queryable } from "../db/db.ts";
import { invoiceBody } from "./topup-routes.ts";
import type { InvoiceRow } from "./topup-store.ts";

/** Reference-only `GET /account/topups` (docs/interfaces.md, "Listing invoices"). */
export const TOPUPS_DEFAULT_LIMIT = 20;
export const TOPUPS_MAX_LIMIT = 100;

const COLUMNS = `id, account_id, currency_id, chain_id::int AS chain_id, credits::text AS credits, amount,
  decimals, destination_address, requested_at::float8 AS requested_at,
  purchased_at::float8 AS purchased_at, status, transaction_hash, received,
  ARRAY(SELECT p.transaction_hash FROM topup_payments p
        WHERE p.invoice_id = topup_invoices.id AND p.reversed_at IS NULL ORDER BY p.id) AS transaction_hashes`;

type ListedRow = Omit<InvoiceRow, "address_index" | "created_block"> & { transaction_hashes: string[] };

/** What the transfers sent beyond the quote, as the completion answers it; null when nothing. */
function overpaidOf(row: ListedRow): string | null {
  if (row.status !== "completed" || row.received === null) return null;
  const over = BigInt(row.received) - BigInt(row.amount);
  return over > 0n ? over.toString() : null;
}

function invalid(field: string, message: string): ServiceError {
  return new ServiceError(400, "INVALID_REQUEST", message, { field });
}

function limitOf(raw: string | undefined): number {
  if (raw === undefined) return TOPUPS_DEFAULT_LIMIT;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1 || Number(raw) > TOPUPS_MAX_LIMIT)
    throw invalid("limit", `limit must be a whole number from 1 to ${TOPUPS_MAX_LIMIT}`);
  return Number(raw);
}

/**
 * Newest first, by the second of `requested_at` and then by id, so a page boundary never repeats or
 * skips an invoice; `before` is the id of the last invoice of the previous page, of this account.
 */
async function listTopUps(db: Queryable, accountId: string, limit: number, before: string | undefined) {
  let cursor: { requested_at: number; id: string } | null = null;
  if (before !== undefined) {
    const res = await db.query<{ requested_at: number; id: string }>(
      "SELECT requested_at::float8 AS requested_at, id FROM topup_invoices WHERE id = $1 AND account_id = $2",
      [before, accountId],
    );
    cursor = res.rows[0] ?? null;
    if (cursor === null) throw invalid("before", "before must be the id of one of this account's invoices");
  }
  const res = await db.query<ListedRow>(
    cursor === null
      ? `SELECT ${COLUMNS} FROM topup_invoices WHERE account_id = $1
         ORDER BY requested_at DESC, id DESC LIMIT $2`
      : `SELECT ${COLUMNS} FROM topup_invoices WHERE account_id = $1 AND (requested_at, id) < ($3, $4)
         ORDER BY requested_at DESC, id DESC LIMIT $2`,
    cursor === null ? [accountId, limit + 1] : [accountId, limit + 1, cursor.requested_at, cursor.id],
  );
  return { rows: res.rows.slice(0, limit), more: res.rows.length > limit };
}

export function topUpsListHandler(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const limit = limitOf(c.req.query("limit"));
    const before = c.req.query("before");
    if (before !== undefined && (before.length === 0 || before.length > 100))
      throw invalid("before", "before must be the id of one of this account's invoices");
    const { rows, more } = await listTopUps(deps.db, authedAccount(c).id, limit, before);
    const last = rows.at(-1);
    return c.json(
      {
        invoices: rows.map(({ transaction_hashes, ...row }) => {
          const completed = row.status === "completed";
          return {
            ...invoiceBody({ ...row, address_index: null, created_block: null }),
            transaction_hash: completed ? row.transaction_hash : null,
            transaction_hashes: completed ? transaction_hashes : [],
            overpaid: overpaidOf({ ...row, transaction_hashes }),
          };
        }),
        next_before: more && last ? last.id : null,
      },
      200,
    );
  };
}
