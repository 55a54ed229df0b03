import type { Address } from "viem";
import type { Queryable } from "../db/db.ts";

/** Listed senders of an account, checksummed, oldest first; empty means "any sender". */
export async function listWhitelist(db: Queryable, accountId: string): Promise<Address[]> {
  const res = await db.query<{ address: Address }>(
    "SELECT address FROM account_whitelist WHERE account_id = $1 ORDER BY created_at, address",
    [accountId],
  );
  return res.rows.map((r) => r.address);
}

export async function countWhitelist(db: Queryable, accountId: string): Promise<number> {
  const res = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM account_whitelist WHERE account_id = $1",
    [accountId],
  );
  return res.rows[0]?.n ?? 0;
}

/** Adds a checksummed address; adding a listed one changes nothing. */
export async function addToWhitelist(db: Queryable, accountId: string, address: Address): Promise<void> {
  await db.query(
    "INSERT INTO account_whitelist (account_id, address) VALUES ($1, $2) ON CONFLICT DO NOTHING",
    [accountId, address],
  );
}

/** Removes a checksummed address; removing one that is not listed changes nothing. */
export async function removeFromWhitelist(db: Queryable, accountId: string, address: Address) {
  await db.query("DELETE FROM account_whitelist WHERE account_id = $1 AND address = $2", [
    accountId,
    address,
  ]);
}
