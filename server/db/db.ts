import { mkdirSync } from "node:fs";
import { PGlite, types } from "@electric-sql/pglite";
import { migrate } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { openPostgres } from "./postgres.ts";

/** What callers read from a query: the rows, and for INSERT/UPDATE/DELETE how many rows changed. */
export interface QueryResult<T> {
  rows: T[];
  affectedRows?: number;
}

/** Either the database (autocommit) or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** An open transaction: use only this handle inside `transaction(fn)`. */
export type Transaction = Queryable;

/**
 * The service database: PGlite in a directory or in memory (one connection, one process), or a
 * PostgreSQL server through a pool (`DATABASE_URL`). Transactions run at the server's default
 * isolation, READ COMMITTED; where that is not enough the SQL takes its own row locks (FOR UPDATE).
 *
 * PGlite runs transactions one at a time, and a plain `query()` waits for an open transaction: inside
 * `transaction(fn)` use only the `tx` handle, since `db.query` there waits for the transaction itself
 * and deadlocks. On PostgreSQL transactions run concurrently on separate connections.
 */
export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** True once `close()` was called. */
  readonly closed: boolean;
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** A postgres:// URL: use that server instead of PGlite (dataDir and loadDataDir are then unused). */
  url?: string;
  /** Directory for a persistent database; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` image to start from (tests use a migrated template to skip initdb). */
  loadDataDir?: Blob;
}

// PGlite's default gives a number when an int8 fits in a double and a bigint otherwise; money
// columns must always come back as bigint. (COUNT(*) is int8 too: cast it to int when a number is wanted.)
const parsers = { [types.INT8]: (value: string) => BigInt(value) };

/** PGlite behind the `Db` interface; `dumpDataDir` is PGlite's own (test templates). */
export interface PgliteDb extends Db {
  readonly kind: "pglite";
  dumpDataDir(): Promise<Blob>;
}

function pgliteQueryable(q: Pick<PGlite, "query" | "exec">): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      const result = await q.query<T>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    },
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  };
}

/** PGlite without migrations applied (the migration runner and template builder use it). */
export async function openPglite(options: Omit<OpenDbOptions, "url"> = {}): Promise<PgliteDb> {
  const pg = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, parsers });
  return {
    kind: "pglite",
    ...pgliteQueryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(pgliteQueryable(tx))),
    get closed() {
      return pg.closed;
    },
    close: () => pg.close(),
    dumpDataDir: () => pg.dumpDataDir("none"),
  };
}

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  // On PostgreSQL the directory still holds what the stack keeps beside the ledger (the chain
  // instance marker, server/chain/ledger-marker.ts) until that moves into the database.
  if (options.url !== undefined && options.dataDir !== undefined)
    mkdirSync(options.dataDir, { recursive: true });
  const db = options.url === undefined ? await openPglite(options) : await openPostgres(options.url);
  try {
    await migrate(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

function isDb(q: Queryable): q is Db {
  return "transaction" in q;
}

/** Runs `fn` in the caller's transaction when given one, otherwise in a new one. */
export function withTx<T>(q: Queryable, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return isDb(q) ? q.transaction(fn) : fn(q);
}
