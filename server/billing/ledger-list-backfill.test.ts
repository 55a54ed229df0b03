import { expect, it } from "vitest";
import { openPglite } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";
import { migrations } from "../db/migrations/index.ts";
import { migratedImage } from "../db/template.ts";

// Undoes 012 on the migrated template, far quicker than an initdb for a database migrated up to 011.
const UNDO_012 = `
  ALTER TABLE ledger_entries DROP COLUMN movement, DROP COLUMN ref, DROP COLUMN balance_after;
  DROP INDEX research_task_steps_plan;
  DELETE FROM schema_migrations WHERE id = '012-ledger-movements';
`;

it("migration 012 gives every existing entry its cause, its ref and the balance after it", async () => {
  const db = await openPglite({ loadDataDir: await migratedImage() });
  try {
    await db.exec(UNDO_012);
    await db.exec(`
      INSERT INTO accounts (id, name, subscription_balance, top_up_balance) VALUES ('a', 'a', 90, -3), ('b', 'b', 5, 0);
      INSERT INTO research_tasks (id, account_id, query, created_at) VALUES ('task_1', 'a', 'q', 0);
      INSERT INTO research_task_steps (task_id, position, question, vertical, plan_id)
        VALUES ('task_1', 0, 'q', 'crypto', 'p_task');
      INSERT INTO ledger_entries (account_id, kind, subscription_delta, top_up_delta, reference) VALUES
        ('a', 'opening', 100, 0, NULL),
        ('b', 'opening', 5, 0, NULL),
        ('a', 'top_up', 0, 40, 'topup:inv_1'),
        ('a', 'charge', -4, 0, 'tool_execution:texec_1'),
        ('a', 'charge', -3, 0, 'plan:p_search'),
        ('a', 'charge', -3, -3, 'plan:p_task'),
        ('a', 'reversal', 0, -40, 'topup:inv_1');
    `);
    expect(await migrate(db, migrations)).toEqual(["012-ledger-movements"]);
    const { rows } = await db.query<{
      account_id: string;
      movement: string;
      ref: string | null;
      balance_after: bigint;
    }>("SELECT account_id, movement, ref, balance_after FROM ledger_entries ORDER BY id");
    expect(rows).toEqual([
      { account_id: "a", movement: "subscription", ref: null, balance_after: 100n },
      { account_id: "b", movement: "subscription", ref: null, balance_after: 5n },
      { account_id: "a", movement: "top_up", ref: "inv_1", balance_after: 140n },
      { account_id: "a", movement: "tool", ref: "texec_1", balance_after: 136n },
      { account_id: "a", movement: "plan_run", ref: "p_search", balance_after: 133n },
      { account_id: "a", movement: "task", ref: "task_1", balance_after: 127n },
      { account_id: "a", movement: "reversal", ref: "inv_1", balance_after: 87n },
    ]);
  } finally {
    await db.close();
  }
});
