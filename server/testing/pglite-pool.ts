import { openDb, type Db } from "../db/db.ts";

/**
 * Test databases on PGlite, reused within a test worker. Opening one from the migrated image costs
 * about a second of CPU (docs/performance.md), mostly PGlite's start-up, while emptying one costs a
 * few milliseconds. So a database a test closes is emptied back to the image's rows and handed to
 * the next test of the same worker. A test holds a lease: once closed, the lease refuses every call,
 * as a closed PGlite would, so a timer a finished test left running cannot reach the next test's
 * database. A database whose schema a test changed is closed for good, never reused.
 */

interface Baseline {
  /** The schema as the migrations left it: tables, columns, constraints, indexes, functions. */
  schema: string;
  tables: string[];
  sequences: string[];
  /** Rows the migrations seeded (besides schema_migrations), as JSON, put back after each test. */
  seeds: Array<{ table: string; rows: string }>;
}

const SCHEMA_SQL = `
  SELECT md5(string_agg(line, E'\\n' ORDER BY line)) AS schema FROM (
    SELECT format('col %s.%s %s %s %s', table_name, column_name, data_type, is_nullable, column_default) AS line
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT format('con %s %s', conrelid::regclass, pg_get_constraintdef(oid))
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    UNION ALL SELECT format('idx %s', indexdef) FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT format('fn %s', pg_get_functiondef(p.oid))
      FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
    UNION ALL SELECT format('trg %s', pg_get_triggerdef(oid)) FROM pg_trigger WHERE NOT tgisinternal
  ) AS lines`;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function schemaOf(db: Db): Promise<string> {
  const { rows } = await db.query<{ schema: string }>(SCHEMA_SQL);
  return rows[0]?.schema ?? "";
}

async function readBaseline(db: Db): Promise<Baseline> {
  const tables = (
    await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'",
    )
  ).rows.map((row) => row.name);
  const sequences = (
    await db.query<{ name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'",
    )
  ).rows.map((row) => row.name);
  const seeds: Baseline["seeds"] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ rows: string | null }>(
      `SELECT json_agg(t)::text AS rows FROM ${quote(table)} AS t`,
    );
    const json = rows[0]?.rows;
    if (json) seeds.push({ table, rows: json });
  }
  return { schema: await schemaOf(db), tables, sequences, seeds };
}

/** Back to the image's rows and sequences; false when the schema is no longer the image's. */
async function empty(db: Db, baseline: Baseline): Promise<boolean> {
  await db.exec("SELECT pg_advisory_unlock_all(); UNLISTEN *;");
  if ((await schemaOf(db)) !== baseline.schema) return false;
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${baseline.tables.map(quote).join(", ")} RESTART IDENTITY CASCADE`);
    for (const sequence of baseline.sequences) await tx.exec(`ALTER SEQUENCE ${quote(sequence)} RESTART`);
    for (const { table, rows } of baseline.seeds) {
      await tx.query(
        `INSERT INTO ${quote(table)} SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1)`,
        [rows],
      );
    }
  });
  return true;
}

/** A test's hold on a pooled database; `close()` hands it back. */
function lease(db: Db, release: () => Promise<void>): Db {
  let closed = false;
  const open = () => {
    if (closed) throw new Error("PGlite is closed");
  };
  return {
    kind: "pglite",
    get closed() {
      return closed;
    },
    query: async (sql, params) => {
      open();
      return db.query(sql, params);
    },
    exec: async (sql) => {
      open();
      await db.exec(sql);
    },
    transaction: async (fn) => {
      open();
      return db.transaction(fn);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}

/** At most this many emptied databases wait per worker (a test rarely holds more than one). */
const MAX_IDLE = 2;

export function pglitePool(image: () => Promise<Blob>) {
  const idle: Db[] = [];
  let baseline: Promise<Baseline> | undefined;

  const release = async (db: Db, known: Baseline) => {
    const reusable = idle.length < MAX_IDLE && (await empty(db, known).catch(() => false));
    if (reusable) idle.push(db);
    else await db.close().catch(() => undefined);
  };

  return async function openPooled(): Promise<Db> {
    const db = idle.pop() ?? (await openDb({ loadDataDir: await image() }));
    // Read from the first fresh database before any test writes to it: every fresh one is the image.
    const known = await (baseline ??= readBaseline(db));
    return lease(db, () => release(db, known));
  };
}
