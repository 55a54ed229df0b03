import type { PGlite } from "@electric-sql/pglite";

export interface Migration {
  /** Unique and sortable, e.g. "002-topup"; recorded in schema_migrations once applied. */
  id: string;
  sql: string;
}

/** Applies the migrations not yet recorded, in list order, each in its own transaction. */
export async function migrate(db: PGlite, list: readonly Migration[]): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
  )`);
  const done = await db.query<{ id: string }>("SELECT id FROM schema_migrations");
  const applied = new Set(done.rows.map((r) => r.id));
  const ran: string[] = [];
  for (const migration of list) {
    if (applied.has(migration.id)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
    });
    ran.push(migration.id);
  }
  return ran;
}
