import pg from "pg";
import type { Db, Queryable, QueryResult } from "./db.ts";
import { shownUrl } from "../http/shown.ts";
import { asUnavailable, DatabaseUnavailableError } from "./unavailable.ts";

// Per pool, not pg.types globally: int8 (money, COUNT(*)) comes back as bigint exactly as with PGlite.
const INT8_OID = 20;
const parseInt8 = (value: string): bigint => BigInt(value);
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary"): unknown =>
    oid === INT8_OID
      ? parseInt8
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

/** The server a URL names (scheme, host and port: no user, password or database), for messages. */
export function describeUrl(url: string): string {
  return shownUrl(url);
}

function run<T>(client: pg.ClientBase, sql: string, params?: unknown[]): Promise<QueryResult<T>> {
  return client.query(sql, params).then(
    (result) => ({ rows: result.rows as T[], affectedRows: result.rowCount ?? undefined }),
    (error: unknown) => {
      throw asUnavailable(error);
    },
  );
}

/** A connection from the pool; failing to get one (refused, timed out, not accepted) is unavailability. */
async function checkout(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(error);
  }
}

function transactionQueryable(client: pg.PoolClient): Queryable {
  return {
    query: <T>(sql: string, params?: unknown[]) => run<T>(client, sql, params),
    // No parameters: the simple query protocol, which runs several statements in one call.
    exec: async (sql: string) => {
      await run(client, sql);
    },
  };
}

/** Autocommit statements: one checkout each; a connection found dead is discarded, not pooled. */
function poolQueryable(pool: pg.Pool): Queryable {
  const once = async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const client = await checkout(pool);
    try {
      const result = await run<T>(client, sql, params);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof DatabaseUnavailableError ? error : undefined);
      throw error;
    }
  };
  return {
    query: once,
    exec: async (sql: string) => {
      await once(sql);
    },
  };
}

/**
 * A pool on the PostgreSQL server at `url`. Connects once before returning, so a wrong host,
 * password or database fails at start with a message naming DATABASE_URL, not at the first request.
 */
export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, types: typeParsers, connectionTimeoutMillis: 10_000 });
  // A pooled idle connection that the server drops emits here; without a listener Node would exit.
  // The next query on that pool fails (and the request answers 500) or gets a fresh connection.
  pool.on("error", () => {});
  // A checked-out connection the server ends (a restart, pg_terminate_backend) emits too, and the
  // pool listens only to idle ones: without this the process would exit instead of answering 503.
  // The statement that was running fails, and the client is discarded at release.
  pool.on("connect", (client) => client.on("error", () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL: cannot use ${describeUrl(url)}: ${cause}`, { cause: error });
  }
  let closed = false;
  return {
    kind: "postgres",
    get closed() {
      return closed;
    },
    ...poolQueryable(pool),
    // READ COMMITTED (the server's default): each statement sees rows committed before it started.
    // Statements that must not race take row locks (SELECT … FOR UPDATE) or rely on unique keys.
    async transaction(fn) {
      const client = await checkout(pool);
      let broken: Error | undefined;
      const tx = transactionQueryable(client);
      try {
        await tx.query("BEGIN");
        const result = await fn(tx);
        // A connection lost here leaves the outcome unknown to us, but whole either way.
        await tx.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch((rollbackError: unknown) => {
          // A connection that cannot roll back is not returned to the pool.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
