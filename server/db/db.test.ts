import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createAccount } from "../auth/accounts.ts";
import { charge, getBalance } from "../billing/ledger.ts";
import { openDb } from "./db.ts";
import { migrate } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import { migratedImage } from "./template.ts";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("database", () => {
  it("keeps accounts, keys and the ledger across a close and reopen on disk", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "dash-db-"));
    dirs.push(dataDir);
    const first = await openDb({ dataDir });
    const { accountId } = await createAccount(first, {
      name: "A",
      balance: { subscription: 30n, topUp: 12n },
    });
    await charge(first, accountId, 35n, "before-restart");
    await first.close();

    const second = await openDb({ dataDir });
    try {
      expect(await getBalance(second, accountId)).toEqual({ subscription: 0n, topUp: 7n });
      const { rows } = await second.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM api_keys");
      expect(rows[0]?.n).toBe(1);
      const applied = await second.query<{ id: string }>("SELECT id FROM schema_migrations ORDER BY id");
      expect(applied.rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
    } finally {
      await second.close();
    }
  }, 120_000); // two on-disk initdb/open cycles; slow on a loaded 2-core machine

  it("applies each migration once, in list order", async () => {
    const db = await openDb({ loadDataDir: await migratedImage() });
    try {
      expect(await migrate(db, migrations)).toEqual([]);
      const extra = [
        { id: "900-a", sql: "CREATE TABLE a (x int)" },
        { id: "901-b", sql: "INSERT INTO a VALUES (1)" },
      ];
      expect(await migrate(db, [...migrations, ...extra])).toEqual(["900-a", "901-b"]);
      expect(await migrate(db, [...migrations, ...extra])).toEqual([]);
      expect((await db.query("SELECT * FROM a")).rows).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it("leaves no trace of a migration that fails", async () => {
    const db = await openDb({ loadDataDir: await migratedImage() });
    try {
      const broken = { id: "902-broken", sql: "CREATE TABLE b (x int); SELECT * FROM missing_table" };
      await expect(migrate(db, [broken])).rejects.toThrow();
      const { rows } = await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'b'");
      expect(rows).toHaveLength(0);
      expect((await db.query("SELECT 1 FROM schema_migrations WHERE id = '902-broken'")).rows).toHaveLength(
        0,
      );
    } finally {
      await db.close();
    }
  });

  it("returns every BIGINT as a bigint, small or large", async () => {
    const db = await openDb({ loadDataDir: await migratedImage() });
    try {
      const { rows } = await db.query<{ a: unknown; b: unknown }>(
        "SELECT 5::bigint AS a, 9007199254740993::bigint AS b",
      );
      expect(rows[0]).toEqual({ a: 5n, b: 9007199254740993n });
    } finally {
      await db.close();
    }
  });
});
