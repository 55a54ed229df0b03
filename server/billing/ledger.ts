import type { Queryable, Transaction } from "../db/db.ts";
import { withTx } from "../db/db.ts";
import { ServiceError } from "../http/errors.ts";
import { toWireInt } from "../http/wire.ts";
import { movementOf, type PlanCharge } from "./ledger-movement.ts";

export interface Balance {
  subscription: bigint;
  topUp: bigint;
}

export const totalOf = (b: Balance): bigint => b.subscription + b.topUp;

interface BalanceRow {
  subscription_balance: bigint;
  top_up_balance: bigint;
}

// FOR UPDATE costs nothing on PGlite's single connection and keeps this correct on a real server.
async function lockBalance(tx: Transaction, accountId: string): Promise<Balance> {
  const { rows } = await tx.query<BalanceRow>(
    "SELECT subscription_balance, top_up_balance FROM accounts WHERE id = $1 FOR UPDATE",
    [accountId],
  );
  const row = rows[0];
  if (!row) throw new ServiceError(404, "ACCOUNT_NOT_FOUND", "Account not found", { account_id: accountId });
  return { subscription: BigInt(row.subscription_balance), topUp: BigInt(row.top_up_balance) };
}

/**
 * Moves both parts by the given deltas and records one ledger entry for the move, with its cause
 * and the total after it (what `GET /account/ledger` lists).
 */
async function apply(
  tx: Transaction,
  accountId: string,
  kind: string,
  delta: Balance,
  reference: string | null,
  note: string | null = null,
  planCharge: PlanCharge = "plan_run",
) {
  const { rows } = await tx.query<{ total: bigint | number }>(
    `UPDATE accounts SET subscription_balance = subscription_balance + $2, top_up_balance = top_up_balance + $3
     WHERE id = $1 RETURNING subscription_balance + top_up_balance AS total`,
    [accountId, delta.subscription, delta.topUp],
  );
  const { movement, ref } = await movementOf(tx, kind, reference, planCharge);
  await tx.query(
    `INSERT INTO ledger_entries (account_id, kind, subscription_delta, top_up_delta, reference, note, movement, ref, balance_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      accountId,
      kind,
      delta.subscription,
      delta.topUp,
      reference,
      note,
      movement,
      ref,
      BigInt(rows[0]?.total ?? 0),
    ],
  );
}

export function getBalance(q: Queryable, accountId: string): Promise<Balance> {
  return withTx(q, (tx) => lockBalance(tx, accountId));
}

/** Adds purchased credits to the top-up part. Pass the caller's transaction to make it atomic with its own writes. */
export function credit(q: Queryable, accountId: string, credits: bigint, reference: string, kind = "top_up") {
  if (credits <= 0n) throw new RangeError("credit must be positive");
  return withTx(q, async (tx) => {
    const before = await lockBalance(tx, accountId);
    await apply(tx, accountId, kind, { subscription: 0n, topUp: credits }, reference);
    return { subscription: before.subscription, topUp: before.topUp + credits };
  });
}

/**
 * Takes back a top-up credit whose payment is no longer on chain, in full, with its cause as the
 * entry's note. The top-up part may go below zero: the debt stays visible (and is netted against
 * the subscription part when charging) instead of being clamped away.
 */
export function reverseCredit(
  q: Queryable,
  accountId: string,
  credits: bigint,
  reference: string,
  cause: string,
) {
  if (credits <= 0n) throw new RangeError("a reversal takes back a positive credit");
  return withTx(q, async (t) => {
    const before = await lockBalance(t, accountId);
    await apply(t, accountId, "reversal", { subscription: 0n, topUp: -credits }, reference, cause);
    return { subscription: before.subscription, topUp: before.topUp - credits };
  });
}

/**
 * Spends the subscription part first, then the top-up part; all or nothing. `planCharge` says
 * whether a plan's charge was a search's or a plan run's (the ledger lists them apart).
 */
export function charge(
  q: Queryable,
  accountId: string,
  credits: bigint,
  reference: string,
  planCharge: PlanCharge = "plan_run",
): Promise<Balance> {
  if (credits < 0n) throw new RangeError("charge must not be negative");
  return withTx(q, async (tx) => {
    const before = await lockBalance(tx, accountId);
    const available = totalOf(before);
    if (credits > available) {
      throw new ServiceError(402, "INSUFFICIENT_CREDITS", "Not enough credits", {
        needed: toWireInt(credits),
        available: toWireInt(available),
      });
    }
    if (credits === 0n) return before;
    const fromSubscription = credits < before.subscription ? credits : before.subscription;
    const fromTopUp = credits - fromSubscription;
    const delta = { subscription: -fromSubscription, topUp: -fromTopUp };
    await apply(tx, accountId, "charge", delta, reference, null, planCharge);
    return { subscription: before.subscription - fromSubscription, topUp: before.topUp - fromTopUp };
  });
}

/** Sets both parts outright (account opening, test control), still through a ledger entry. */
export function setBalance(q: Queryable, accountId: string, target: Balance, kind = "adjustment") {
  if (target.subscription < 0n || target.topUp < 0n) throw new RangeError("balance must not be negative");
  return withTx(q, async (tx) => {
    const before = await lockBalance(tx, accountId);
    const delta = {
      subscription: target.subscription - before.subscription,
      topUp: target.topUp - before.topUp,
    };
    if (delta.subscription !== 0n || delta.topUp !== 0n) await apply(tx, accountId, kind, delta, null);
    return target;
  });
}
