import type { Queryable } from "../db/db.ts";

export type DiscrepancyKind =
  | "balance_mismatch"
  | "charge_without_execution"
  | "execution_without_charge"
  | "credit_without_payment"
  | "payment_without_credit"
  | "reversal_mismatch"
  | "payment_part_mismatch"
  | "plan_charge_mismatch";

export interface Discrepancy {
  kind: DiscrepancyKind;
  accountId: string;
  /** The ledger reference, execution, invoice or plan concerned. */
  subject: string | null;
  detail: string;
}

type Row = { account_id: string; subject: string | null; detail: string };

/*
 * Each query returns the rows that break one invariant. Amounts are compared in SQL on BIGINT so
 * no double is ever involved; `detail` is built there too, as text.
 */
const CHECKS: Record<DiscrepancyKind, string> = {
  // The balance columns are a cache of the ledger: both parts must equal their sums.
  balance_mismatch: `
    SELECT a.id AS account_id, NULL AS subject,
      'balance ' || a.subscription_balance || '/' || a.top_up_balance || ' but ledger sums to '
        || COALESCE(SUM(l.subscription_delta), 0) || '/' || COALESCE(SUM(l.top_up_delta), 0) AS detail
    FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
    GROUP BY a.id
    HAVING a.subscription_balance <> COALESCE(SUM(l.subscription_delta), 0)
        OR a.top_up_balance <> COALESCE(SUM(l.top_up_delta), 0)`,
  charge_without_execution: `
    SELECT l.account_id, l.reference AS subject,
      'charge of ' || -(l.subscription_delta + l.top_up_delta) || ' has no succeeded execution charging it' AS detail
    FROM ledger_entries l
    LEFT JOIN tool_executions e ON l.reference = 'tool_execution:' || e.id
      AND e.account_id = l.account_id AND e.status = 'succeeded'
      AND e.charged = -(l.subscription_delta + l.top_up_delta)
    WHERE l.reference LIKE 'tool_execution:%' AND e.id IS NULL`,
  execution_without_charge: `
    SELECT e.account_id, e.id AS subject,
      'succeeded execution charged ' || e.charged || ' has ' || COUNT(l.id) || ' ledger entries' AS detail
    FROM tool_executions e
    LEFT JOIN ledger_entries l ON l.reference = 'tool_execution:' || e.id
    WHERE e.status = 'succeeded' AND e.charged > 0
    GROUP BY e.id, e.account_id, e.charged
    HAVING COUNT(l.id) <> 1`,
  // Top-ups: every claimed credit row (active or reversed; the other transfers a summed credit rests
  // on are `part_of` it) has one credit entry, every reversed one a reversal entry; a completed
  // invoice is exactly the one with an active credit row of its hash.
  credit_without_payment: `
    SELECT l.account_id, l.reference AS subject,
      'credit of ' || l.top_up_delta || ' lacks an invoice of that amount paid by a claimed hash' AS detail
    FROM ledger_entries l
    LEFT JOIN topup_invoices i ON l.reference = 'topup:' || i.id AND i.account_id = l.account_id
      AND i.credits = l.top_up_delta AND l.subscription_delta = 0
    WHERE l.kind = 'top_up' AND (i.id IS NULL
      OR (SELECT count(*) FROM ledger_entries c WHERE c.reference = l.reference AND c.kind = 'top_up')
         > (SELECT count(*) FROM topup_payments p WHERE p.invoice_id = i.id AND p.part_of IS NULL))`,
  payment_without_credit: `
    SELECT i.account_id, i.id AS subject,
      i.status || ' invoice has ' || claims.n || ' claimed payments (' || claims.active
        || ' active) and ' || credits.n || ' credit entries' AS detail
    FROM topup_invoices i
    CROSS JOIN LATERAL (SELECT count(*) AS n, count(*) FILTER (WHERE p.reversed_at IS NULL
        AND p.transaction_hash = i.transaction_hash) AS active
      FROM topup_payments p WHERE p.invoice_id = i.id AND p.part_of IS NULL) claims
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM ledger_entries l
      WHERE l.reference = 'topup:' || i.id AND l.kind = 'top_up') credits
    WHERE claims.n <> credits.n OR (i.status = 'completed') <> (claims.active = 1)`,
  reversal_mismatch: `
    SELECT i.account_id, i.id AS subject,
      i.id || ' has ' || reversed.n || ' reversed payments and ' || entries.n || ' reversal entries' AS detail
    FROM topup_invoices i
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM topup_payments p
      WHERE p.invoice_id = i.id AND p.reversed_at IS NOT NULL AND p.part_of IS NULL) reversed
    CROSS JOIN LATERAL (SELECT count(*) AS n FROM ledger_entries l
      WHERE l.reference = 'topup:' || i.id AND l.kind = 'reversal') entries
    WHERE reversed.n <> entries.n
    UNION ALL
    SELECT l.account_id, l.reference AS subject,
      'reversal of ' || l.top_up_delta || ' does not take back one credit of its invoice with a cause' AS detail
    FROM ledger_entries l
    LEFT JOIN topup_invoices i ON l.reference = 'topup:' || i.id AND i.account_id = l.account_id
      AND l.top_up_delta = -i.credits AND l.subscription_delta = 0
    WHERE l.kind = 'reversal' AND (i.id IS NULL OR l.note IS NULL)`,
  // A transfer summed into a credit stands or falls with it: same invoice, active exactly when it is.
  payment_part_mismatch: `
    SELECT i.account_id, i.id AS subject,
      'payment ' || p.transaction_hash || ' is part of a credit row of another invoice or state' AS detail
    FROM topup_payments p
    JOIN topup_payments c ON c.id = p.part_of
    JOIN topup_invoices i ON i.id = p.invoice_id
    WHERE c.invoice_id <> p.invoice_id OR (c.reversed_at IS NULL) <> (p.reversed_at IS NULL)`,
  // A plan that consumed credits has one charge of exactly that amount; one that consumed none has none.
  plan_charge_mismatch: `
    SELECT p.account_id, p.id AS subject,
      'plan consumed ' || COALESCE(p.consumed, 0) || ' but the ledger charged '
        || COALESCE(-SUM(l.subscription_delta + l.top_up_delta), 0) AS detail
    FROM search_plans p
    LEFT JOIN ledger_entries l ON l.reference = 'plan:' || p.id
    GROUP BY p.id, p.account_id, p.consumed
    HAVING COALESCE(p.consumed, 0) <> COALESCE(-SUM(l.subscription_delta + l.top_up_delta), 0)
        OR COUNT(l.id) > 1`,
};

/**
 * Checks the ledger against everything that justifies a move: balances, tool executions, top-up
 * invoices, their claimed hashes and reversals, search plans. Returns every discrepancy found; an empty list
 * means the books balance. Read-only; run it on a live database or after a crash.
 */
export async function auditLedger(q: Queryable): Promise<Discrepancy[]> {
  const found: Discrepancy[] = [];
  for (const [kind, sql] of Object.entries(CHECKS) as [DiscrepancyKind, string][]) {
    const { rows } = await q.query<Row>(sql);
    for (const r of rows) found.push({ kind, accountId: r.account_id, subject: r.subject, detail: r.detail });
  }
  return found;
}
