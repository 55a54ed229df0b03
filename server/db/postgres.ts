import pg from "pg";
import type { Db, Queryable, QueryResult } from "./db.ts";

// Per pool, not pg.types globally: int8 (money, COUNT(*)) comes back as bigint exactly as with PGlite.
const INT8_OID = 20;
const parseInt8 = (value: string): bigint => BigInt(value);
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary"): unknown =>
    oid === INT8_OID
      ? parseInt8
      : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser,
};

/** The server a URL names, without its password, for error messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    const user = u.username ? `${decodeURIComponent(u.username)}@` : "";
    return `${u.protocol}//${user}${u.host}${u.pathname}`;
  } catch {
    return "(not a URL)";
  }
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? undefined };
    },
    exec: async (sql: string) => {
      // No parameters: the simple query protocol, which runs several statements in one call.
      await client.query(sql);
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
    ...queryable(pool),
    // READ COMMITTED (the server's default): each statement sees rows committed before it started.
    // Statements that must not race take row locks (SELECT … FOR UPDATE) or rely on unique keys.
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const result = await fn(queryable(client));
        await client.query("COMMIT");
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
