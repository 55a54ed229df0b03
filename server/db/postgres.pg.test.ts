import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { seedDevAccount } from "../auth/dev-account.ts";
import { charge, getBalance } from "../billing/ledger.ts";
import { makeTestApp } from "../test-support.ts";
import { testPostgresUrl, withDatabase } from "../testing/test-db.ts";
import { openDb } from "./db.ts";
import { migrations } from "./migrations/index.ts";
import { expectStatus } from "../../common/expect-status.ts";

// Runs only in the `server-pg` project, against the one server its global setup started.
const base = (): string => {
  const url = testPostgresUrl();
  if (url === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
  return url;
};

async function createEmptyDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: base() });
  await admin.connect();
  const name = `empty_${Math.random().toString(36).slice(2, 10)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return withDatabase(base(), name);
}

/** A port nothing listens on: bound, read, released. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 1));
    });
  });
}

/** `node server/main.ts` (what `npm start` runs) on `DATABASE_URL` and a fresh DATA_DIR. */
function startMain(url: string, dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "..", "main.ts")], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, PORT: "0", DIST_DIR: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk.toString()));
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output, exited };
}

describe("the service on a PostgreSQL server", () => {
  it("serves the test app from PostgreSQL, with every BIGINT a bigint and money exact", async () => {
    const t = await makeTestApp({ subscription: 5n, topUp: 9007199254740993n });
    try {
      expect(t.db.kind).toBe("postgres");
      const { rows } = await t.db.query<{ a: unknown; b: unknown }>(
        "SELECT 5::bigint AS a, 9007199254740993::bigint AS b",
      );
      expect(rows[0]).toEqual({ a: 5n, b: 9007199254740993n });
      await charge(t.db, t.accountId, 6n, "r1");
      expect(await getBalance(t.db, t.accountId)).toEqual({ subscription: 0n, topUp: 9007199254740992n });
    } finally {
      await t.close();
    }
  });

  it("applies each migration once when two instances migrate a fresh database at the same time", async () => {
    const url = await createEmptyDatabase();
    const [a, b] = await Promise.all([openDb({ url }), openDb({ url })]);
    try {
      const { rows } = await a.query<{ id: string; n: number }>(
        "SELECT id, COUNT(*)::int AS n FROM schema_migrations GROUP BY id ORDER BY id",
      );
      expect(rows).toEqual(migrations.map((m) => ({ id: m.id, n: 1 })));
      // Both pools work on the one schema.
      expect((await b.query("SELECT 1 FROM accounts")).rows).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("seeds one dev account when instances start on an empty database at the same time", async () => {
    const url = await createEmptyDatabase();
    const instances = await Promise.all([openDb({ url }), openDb({ url }), openDb({ url })]);
    try {
      const seeded = await Promise.all(instances.map((db) => seedDevAccount(db)));
      expect(new Set(seeded.map((s) => s.apiKey)).size).toBe(1);
      const { rows } = await instances[0].query<{ n: number }>("SELECT COUNT(*)::int AS n FROM accounts");
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });

  it("npm start with DATABASE_URL keeps the dev account in that database and serves it", async () => {
    const url = await createEmptyDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), "dash-pg-start-"));
    const main = startMain(url, dataDir);
    try {
      const deadline = Date.now() + 60_000;
      let banner: RegExpExecArray | null = null;
      while (
        !(banner = /Service +(http:\/\/127\.0\.0\.1:\d+)[\s\S]*Dev API key +(dk_\w+)/.exec(
          main.output.stdout,
        ))
      ) {
        if (Date.now() > deadline || main.child.exitCode !== null)
          throw new Error(`no start banner: ${main.output.stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const [, origin, key] = banner;
      const res = await fetch(`${origin}/billing/v1/account/balance`, {
        headers: { authorization: `Bearer ${key}` },
      });
      await expectStatus(res, 200);
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query<{ api_key: string }>("SELECT api_key FROM dev_credentials");
      await db.end();
      expect(rows).toEqual([{ api_key: key }]);
    } finally {
      main.child.kill("SIGTERM");
      await main.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  describe("fails at start, naming DATABASE_URL and the cause", () => {
    it("when nothing listens at the host and port", async () => {
      const url = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
      await expect(openDb({ url })).rejects.toThrow(/^DATABASE_URL: cannot use .*ECONNREFUSED/);
    });

    it("when the password is wrong, without printing it", async () => {
      const user = inject("postgresPasswordUser");
      if (!user) throw new Error("no password user");
      const url = new URL(base());
      url.username = user.name;
      url.password = "not-the-password";
      const failure = await openDb({ url: url.toString() }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toMatch(
        /^DATABASE_URL: cannot use postgres:\/\/127\.0\.0\.1:\d+: .*password authentication failed/,
      );
      expect((failure as Error).message).not.toContain("not-the-password");
    });

    it("when the database does not exist", async () => {
      const url = withDatabase(base(), "no_such_database");
      await expect(openDb({ url })).rejects.toThrow(
        /^DATABASE_URL: .*database "no_such_database" does not exist/,
      );
    });

    it("when the whole stack starts with a wrong DATABASE_URL: exit code 1, one line, nothing served", async () => {
      const dataDir = await mkdtemp(join(tmpdir(), "dash-pg-fail-"));
      try {
        const url = withDatabase(base(), "no_such_database");
        const { output, exited } = startMain(url, dataDir);
        expect(await exited).toBe(1);
        const { stderr, stdout } = output;
        const lines = stderr.split("\n").filter((line) => line.includes("DATABASE_URL"));
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(
          /DATABASE_URL: cannot use postgres:\/\/127\.0\.0\.1:\d+: .*no_such_database/,
        );
        // The start banner (the API key, the URL) never printed: nothing was served.
        expect(stdout).not.toContain("http://127.0.0.1");
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
