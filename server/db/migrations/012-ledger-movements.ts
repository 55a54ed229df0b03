import type { Migration } from "../migrate.ts";

/**
 * What `GET /account/ledger` lists (docs/interfaces.md, "Listing movements"): each entry's cause as
 * `movement` (top_up, search, plan_run, tool, task, subscription, reversal) and `ref` (the invoice,
 * plan, execution or task id), and the account's total after it as `balance_after`, written with the
 * entry (server/billing/ledger.ts) so a page is read without summing the account's whole history.
 * Existing rows are backfilled: `balance_after` is the running sum of the deltas (which the balance
 * columns mirror); a plan charge is a task's when a research step ran that plan, else a plan run
 * (a search and a plan run were not told apart before this migration); the opening balance and
 * test-control settings are `subscription`.
 */
export const ledgerMovements: Migration = {
  id: "012-ledger-movements",
  sql: `
    ALTER TABLE ledger_entries ADD COLUMN movement TEXT;
    ALTER TABLE ledger_entries ADD COLUMN ref TEXT;
    ALTER TABLE ledger_entries ADD COLUMN balance_after BIGINT;
    CREATE INDEX research_task_steps_plan ON research_task_steps (plan_id);

    UPDATE ledger_entries l SET balance_after = r.after
    FROM (SELECT id, SUM(subscription_delta + top_up_delta) OVER (PARTITION BY account_id ORDER BY id) AS after
          FROM ledger_entries) r
    WHERE r.id = l.id;

    UPDATE ledger_entries l SET
      movement = CASE
        WHEN l.kind = 'top_up' THEN 'top_up'
        WHEN l.kind = 'reversal' THEN 'reversal'
        WHEN l.kind = 'charge' AND l.reference LIKE 'tool_execution:%' THEN 'tool'
        WHEN l.kind = 'charge' AND s.task_id IS NOT NULL THEN 'task'
        WHEN l.kind = 'charge' THEN 'plan_run'
        ELSE 'subscription' END,
      ref = CASE
        WHEN s.task_id IS NOT NULL THEN s.task_id
        ELSE substring(l.reference FROM position(':' IN l.reference) + 1) END
    FROM ledger_entries e
    LEFT JOIN LATERAL (SELECT task_id FROM research_task_steps
                       WHERE e.kind = 'charge' AND 'plan:' || plan_id = e.reference LIMIT 1) s ON TRUE
    WHERE e.id = l.id;

    ALTER TABLE ledger_entries ALTER COLUMN movement SET NOT NULL;
    ALTER TABLE ledger_entries ALTER COLUMN balance_after SET NOT NULL;
    ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_movement_check CHECK (movement IN
      ('top_up', 'search', 'plan_run', 'tool', 'task', 'subscription', 'reversal'));
  `,
};
