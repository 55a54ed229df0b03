import type { Db } from "./db.ts";

export interface Migration {
  /** Unique and sortable, e.g. "002-topup"; recorded in schema_migrations once applied. */
  id: string;
  sql: string;
}

/**
 * A fixed advisory-lock key for migrations: every instance starting on one PostgreSQL database takes
 * it, so two instances starting together apply each migration once (the second waits, then finds it
 * recorded). Transaction-scoped (pg_advisory_xact_lock): a pooled connection never keeps it.
 */
export const MIGRATION_LOCK_KEY = 7_302_026_001;

/** Applies the migrations not yet recorded, in list order, each in its own transaction. */
export async function migrate(db: Db, list: readonly Migration[]): Promise<string[]> {
  // Even CREATE TABLE IF NOT EXISTS fails when two sessions run it at once: under the lock too.
  await db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id TEXT PRIMARY KEY,
      applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
    )`);
  });
  const done = await db.query<{ id: string }>("SELECT id FROM schema_migrations");
  const applied = new Set(done.rows.map((r) => r.id));
  const ran: string[] = [];
  for (const migration of list) {
    if (applied.has(migration.id)) continue;
    const didRun = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
      // Read again under the lock: another instance may have applied it since the read above.
      const { rows } = await tx.query("SELECT 1 FROM schema_migrations WHERE id = $1", [migration.id]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query("INSERT INTO schema_migrations (id) VALUES ($1)", [migration.id]);
      return true;
    });
    if (didRun) ran.push(migration.id);
  }
  return ran;
}
