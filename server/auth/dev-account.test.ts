import { expect, it } from "vitest";
import { createApp } from "../app.ts";
import { defaultConfig } from "../config.ts";
import { openDb } from "../db/db.ts";
import { migratedImage } from "../db/template.ts";
import { seedDevAccount } from "./dev-account.ts";

// Durability of the tables themselves is covered by db.test.ts; this checks that seeding is idempotent.
it("seeds the dev account once, returns the same working key on every later start", async () => {
  const db = await openDb({ loadDataDir: await migratedImage() });
  try {
    const seeded = await seedDevAccount(db);
    expect(seeded.apiKey).toMatch(/^dk_[0-9a-f]{32}$/);
    expect(await seedDevAccount(db)).toEqual(seeded);
    const { rows } = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM accounts");
    expect(rows[0]?.n).toBe(1);

    const app = createApp({ db, config: defaultConfig(), chain: null });
    const res = await app.request("/billing/v1/account/balance", {
      headers: { Authorization: `Bearer ${seeded.apiKey}` },
    });
    expect(await res.json()).toEqual({ balance: 6250, subscription_balance: 5000, top_up_balance: 1250 });
  } finally {
    await db.close();
  }
});
