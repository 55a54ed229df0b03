import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { migrate } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

/**
 * The service database. PGlite is one connection: `transaction()` holds a mutex that plain
 * `query()` calls also wait for, so transactions never interleave. Inside a transaction use only
 * the `tx` handle; calling `db.query` there waits for the transaction itself and deadlocks.
 */
export type Db = PGlite;
export type { Transaction };
/** Either the database (autocommit) or an open transaction. */
export type Queryable = Db | Transaction;

export interface OpenDbOptions {
  /** Directory for a persistent database; in memory when absent. */
  dataDir?: string;
  /** A `dumpDataDir()` image to start from (tests use a migrated template to skip initdb). */
  loadDataDir?: Blob;
}

// PGlite's default gives a number when an int8 fits in a double and a bigint otherwise; money
// columns must always come back as bigint. (COUNT(*) is int8 too: cast it to int when a number is wanted.)
const parsers = { [types.INT8]: (value: string) => BigInt(value) };

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  const db = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, parsers });
  await migrate(db, migrations);
  return db;
}

/** Runs `fn` in the caller's transaction when given one, otherwise in a new one. */
export function withTx<T>(q: Queryable, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return q instanceof PGlite ? q.transaction(fn) : fn(q);
}
