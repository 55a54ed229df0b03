import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDb, type Db } from "../db/db.ts";
import { migratedImage } from "../db/template.ts";
import { pglitePool } from "./pglite-pool.ts";

/** The migrated, empty database each PostgreSQL test database is copied from. */
export const TEMPLATE_DATABASE = "migrated";

let image: Promise<Blob> | undefined;
const openPooled = pglitePool(() => (image ??= migratedImage()));
let admin: pg.Pool | undefined;

/** The test server's URL in the `server-pg` project; undefined where tests run on PGlite. */
export function testPostgresUrl(): string | undefined {
  return inject("postgresUrl");
}

/** A URL for `database` on the test server (same host, port and user as `base`). */
export function withDatabase(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh, empty PostgreSQL database copied from the migrated template; its URL. */
export async function createTestDatabase(base: string): Promise<string> {
  admin ??= new pg.Pool({ connectionString: base, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  const name = `t_${randomBytes(6).toString("hex")}`;
  // FILE_COPY: a copy of the template's files, faster than WAL_LOG for a small database.
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE} STRATEGY FILE_COPY`);
  return withDatabase(base, name);
}

/**
 * A fresh migrated database with no rows: PGlite from the cached template image (or one a finished
 * test of this worker closed, emptied back to the image: ./pglite-pool.ts), or, in the `server-pg`
 * project, a new database on the shared PostgreSQL server (never dropped: the whole server is thrown
 * away when the run ends).
 */
export async function openTestDb(): Promise<Db> {
  const base = testPostgresUrl();
  if (base !== undefined) return openDb({ url: await createTestDatabase(base) });
  return openPooled();
}

/** A database of its own on the shared test server that a test can take away and bring back. */
export interface VanishingDatabase {
  db: Db;
  url: string;
  /** No new sessions, and the open ones ended (pg_terminate_backend): only this database goes away. */
  away: () => Promise<void>;
  back: () => Promise<void>;
  close: () => Promise<void>;
}

export async function openVanishingDatabase(): Promise<VanishingDatabase> {
  const base = testPostgresUrl();
  if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
  const url = await createTestDatabase(base);
  const name = new URL(url).pathname.slice(1);
  const db = await openDb({ url });
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const back = async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  };
  return {
    db,
    url,
    back,
    async away() {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
        [name],
      );
    },
    async close() {
      await back();
      await admin.end();
      await db.close();
    },
  };
}
