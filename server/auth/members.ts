import type { Db } from "../db/db.ts";
import { createAccount } from "./accounts.ts";
import { generateApiKey, hashKey } from "./keys.ts";

/** What a new member's account opens with: the dev account's test credits. */
export const MEMBER_OPENING = { subscription: 5000n, topUp: 1250n } as const;

const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

/** A refusal the sandbox command prints as it is (an unknown member, a name taken, a bad name). */
export class MemberError extends Error {
  override name = "MemberError";
}

export interface MemberRow {
  name: string;
  accountId: string;
  createdAt: Date;
  revokedAt: Date | null;
  keys: number;
  balance: bigint;
}

function checkName(name: string): void {
  if (!NAME.test(name))
    throw new MemberError(
      `"${name}" is not a member name: 1 to 64 letters, digits, ".", "_", "@" or "-", starting with a letter or digit`,
    );
}

/**
 * Adds a member: an account with the opening test credits and one API key, returned once (only its
 * hash is stored, as for any key). A revoked member added again gets a new key on the same account.
 */
export function addMember(
  db: Db,
  name: string,
): Promise<{ accountId: string; apiKey: string; returning: boolean }> {
  checkName(name);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('sandbox_members'))");
    const { rows } = await tx.query<{ account_id: string; revoked_at: Date | null }>(
      "SELECT account_id, revoked_at FROM sandbox_members WHERE name = $1",
      [name],
    );
    const existing = rows[0];
    if (existing !== undefined && existing.revoked_at === null)
      throw new MemberError(
        `${name} is already a member; revoke the key first (member revoke ${name}) to issue a new one`,
      );
    if (existing !== undefined) {
      const apiKey = generateApiKey();
      await tx.query("INSERT INTO api_keys (key_hash, account_id) VALUES ($1, $2)", [
        hashKey(apiKey),
        existing.account_id,
      ]);
      await tx.query("UPDATE sandbox_members SET revoked_at = NULL WHERE name = $1", [name]);
      return { accountId: existing.account_id, apiKey, returning: true };
    }
    const created = await createAccount(tx, {
      name,
      balance: { subscription: MEMBER_OPENING.subscription, topUp: MEMBER_OPENING.topUp },
    });
    await tx.query("INSERT INTO sandbox_members (name, account_id) VALUES ($1, $2)", [
      name,
      created.accountId,
    ]);
    return { ...created, returning: false };
  });
}

/** Every member, revoked ones included, with how many keys they hold and their balance. */
export async function listMembers(db: Db): Promise<MemberRow[]> {
  const { rows } = await db.query<{
    name: string;
    account_id: string;
    created_at: Date;
    revoked_at: Date | null;
    keys: number;
    balance: string;
  }>(
    `SELECT m.name, m.account_id, m.created_at, m.revoked_at,
       (SELECT COUNT(*)::int FROM api_keys k WHERE k.account_id = m.account_id) AS keys,
       (a.subscription_balance + a.top_up_balance)::text AS balance
     FROM sandbox_members m JOIN accounts a ON a.id = m.account_id ORDER BY m.name`,
  );
  return rows.map((r) => ({
    name: r.name,
    accountId: r.account_id,
    createdAt: new Date(r.created_at),
    revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
    keys: r.keys,
    balance: BigInt(r.balance),
  }));
}

/**
 * Revokes every key of a member. Keys are looked up in the database on every request, so the next
 * request with one answers 401 on every instance; the account and its ledger stay.
 */
export function revokeMember(db: Db, name: string): Promise<{ keys: number }> {
  checkName(name);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ account_id: string }>(
      "UPDATE sandbox_members SET revoked_at = COALESCE(revoked_at, now()) WHERE name = $1 RETURNING account_id",
      [name],
    );
    const member = rows[0];
    if (member === undefined) throw new MemberError(`No member named ${name} (member list shows them)`);
    const removed = await tx.query("DELETE FROM api_keys WHERE account_id = $1", [member.account_id]);
    return { keys: removed.affectedRows ?? 0 };
  });
}
