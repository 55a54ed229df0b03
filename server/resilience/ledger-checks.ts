import type { Queryable } from "../db/db.ts";

// SUM over BIGINT is NUMERIC (text on the wire): cast back so the int8 parser yields bigint.

/**
 * The lowest running total each balance part ever had, replaying the account's ledger in order.
 * Negative means the account was overdrawn at some point, even if it recovered later.
 */
export async function lowestRunningBalance(q: Queryable, accountId: string) {
  const { rows } = await q.query<{ sub: bigint | null; top: bigint | null }>(
    `SELECT MIN(sub)::bigint AS sub, MIN(top)::bigint AS top FROM (
       SELECT SUM(subscription_delta) OVER w AS sub, SUM(top_up_delta) OVER w AS top
       FROM ledger_entries WHERE account_id = $1 WINDOW w AS (ORDER BY id)) running`,
    [accountId],
  );
  return { subscription: rows[0]?.sub ?? 0n, topUp: rows[0]?.top ?? 0n };
}

export async function ledgerTotal(q: Queryable, accountId: string, kind?: string): Promise<bigint> {
  const { rows } = await q.query<{ total: bigint | null }>(
    `SELECT SUM(subscription_delta + top_up_delta)::bigint AS total FROM ledger_entries
     WHERE account_id = $1 AND ($2::text IS NULL OR kind = $2)`,
    [accountId, kind ?? null],
  );
  return rows[0]?.total ?? 0n;
}
