import { setBalance, type Balance } from "../billing/ledger.ts";
import type { Dialect } from "../config.ts";
import { withTx, type Queryable } from "../db/db.ts";
import { generateApiKey, hashKey, newAccountId } from "./keys.ts";

export interface NewAccount {
  name: string;
  balance: Balance;
  dialect?: Dialect | null;
}

export interface CreatedAccount {
  accountId: string;
  apiKey: string;
}

/** Creates an account with one API key; the opening balance goes through the ledger like any other move. */
export function createAccount(q: Queryable, input: NewAccount): Promise<CreatedAccount> {
  return withTx(q, async (tx) => {
    const accountId = newAccountId();
    const apiKey = generateApiKey();
    await tx.query("INSERT INTO accounts (id, name, dialect) VALUES ($1, $2, $3)", [
      accountId,
      input.name,
      input.dialect ?? null,
    ]);
    await tx.query("INSERT INTO api_keys (key_hash, account_id) VALUES ($1, $2)", [
      hashKey(apiKey),
      accountId,
    ]);
    await setBalance(tx, accountId, input.balance, "opening");
    return { accountId, apiKey };
  });
}

export interface KeyOwner {
  id: string;
  dialect: Dialect | null;
}

export async function findAccountByKey(q: Queryable, apiKey: string): Promise<KeyOwner | null> {
  const { rows } = await q.query<KeyOwner>(
    "SELECT a.id, a.dialect FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.key_hash = $1",
    [hashKey(apiKey)],
  );
  return rows[0] ?? null;
}

/** Test mode only: the account's wire dialect, or null to follow the service setting. */
export async function setAccountDialect(
  q: Queryable,
  accountId: string,
  dialect: Dialect | null,
): Promise<boolean> {
  const result = await q.query("UPDATE accounts SET dialect = $2 WHERE id = $1", [accountId, dialect]);
  return (result.affectedRows ?? 0) > 0;
}
