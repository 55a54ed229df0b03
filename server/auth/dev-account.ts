import { createAccount, type CreatedAccount } from "./accounts.ts";
import type { Db } from "../db/db.ts";

export const DEV_ACCOUNT = { name: "Dev account", subscription: 5000n, topUp: 1250n } as const;

/**
 * Creates the dev account on first start and returns its key on every start. The key is kept in
 * clear in `dev_credentials` because the local stack prints it each time; production-like keys
 * are only ever stored hashed.
 */
export function seedDevAccount(db: Db): Promise<CreatedAccount> {
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL database would each find no row and seed one.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('dev_credentials'))");
    const { rows } = await tx.query<{ account_id: string; api_key: string }>(
      "SELECT account_id, api_key FROM dev_credentials LIMIT 1",
    );
    const existing = rows[0];
    if (existing) return { accountId: existing.account_id, apiKey: existing.api_key };
    const created = await createAccount(tx, {
      name: DEV_ACCOUNT.name,
      balance: { subscription: DEV_ACCOUNT.subscription, topUp: DEV_ACCOUNT.topUp },
    });
    await tx.query("INSERT INTO dev_credentials (account_id, api_key) VALUES ($1, $2)", [
      created.accountId,
      created.apiKey,
    ]);
    return created;
  });
}
