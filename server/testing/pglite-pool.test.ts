import { migratedImage } from "../db/template.ts";
import { pglitePool } from "./pglite-pool.ts";

const opened: string[] = [];
const open = pglitePool(() => {
  opened.push("image");
  return migratedImage();
});

async function count(db: Awaited<ReturnType<typeof open>>, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}

describe("PGlite test databases reused within a worker", () => {
  it("hands the next test the image's rows and sequences, not the last test's", async () => {
    const first = await open();
    const seeded = await count(first, "task_controls");
    const sequence = await first.query<{ v: number }>("SELECT nextval('topup_address_index')::int AS v");
    await first.query("SELECT nextval('topup_address_index')");
    await first.query(
      "INSERT INTO accounts (id, name, subscription_balance, top_up_balance) VALUES ('a1', 'x', 1, 2)",
    );
    await first.exec("DELETE FROM task_controls");
    await first.close();

    const second = await open();
    expect(opened).toHaveLength(1);
    expect(await count(second, "accounts")).toBe(0);
    expect(await count(second, "task_controls")).toBe(seeded);
    expect(seeded).toBe(1);
    const again = await second.query<{ v: number }>("SELECT nextval('topup_address_index')::int AS v");
    expect(again.rows[0]?.v).toBe(sequence.rows[0]?.v);
    await second.close();
  });

  it("refuses every call on a closed lease, as a closed PGlite does", async () => {
    const db = await open();
    await db.close();
    expect(db.closed).toBe(true);
    await expect(db.query("SELECT 1")).rejects.toThrow(/closed/);
    await expect(db.exec("SELECT 1")).rejects.toThrow(/closed/);
    await expect(db.transaction(() => Promise.resolve(1))).rejects.toThrow(/closed/);
  });

  it("does not reuse a database whose schema a test changed", async () => {
    const db = await open();
    await db.exec("CREATE TABLE left_behind (id int)");
    await db.close();
    const next = await open();
    const { rows } = await next.query("SELECT 1 FROM pg_tables WHERE tablename = 'left_behind'");
    expect(rows).toHaveLength(0);
    await next.close();
  });
});
