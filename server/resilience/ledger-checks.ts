import type { Queryable } from "../db/db.ts";

// SUM over BIGINT is NUMERIC (text on the wire): cast back so the int8 parser yields bigint.

/**
 * The lowest running total each balance part had right after a charge that took from it, replaying
 * the account's ledger in order. Negative means a charge overdrew the account. A reversal may take
 * the top-up part below zero on its own (a debt, see docs/interfaces.md); that is not an overdraft,
 * and a charge on such an account takes from the subscription part only.
 */
export async function lowestRunningBalance(q: Queryable, accountId: string) {
  const { rows } = await q.query<{ sub: bigint | null; top: bigint | null }>(
    `SELECT MIN(sub) FILTER (WHERE kind = 'charge' AND subscription_delta < 0)::bigint AS sub,
       MIN(top) FILTER (WHERE kind = 'charge' AND top_up_delta < 0)::bigint AS top FROM (
       SELECT kind, subscription_delta, top_up_delta,
         SUM(subscription_delta) OVER w AS sub, SUM(top_up_delta) OVER w AS top
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
