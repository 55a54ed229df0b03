import type { Hash, PublicClient } from "viem";
import type { Db, Transaction } from "../db/db.ts";
import { reverseCredit } from "./ledger.ts";

/** A credit taken back because its transaction is no longer what was verified. */
export interface Reversal {
  invoiceId: string;
  accountId: string;
  transactionHash: string;
  credits: bigint;
  cause: string;
}

interface ActivePayment {
  id: string;
  transaction_hash: Hash;
  block_hash: Hash | null;
  invoice_id: string;
  account_id: string;
  credits: string;
}

export interface ReconcileOptions {
  chainId: number;
  /** Every credit on this chain is gone for this reason (the chain was reset under the ledger). */
  allGone?: string | null;
  /** Only payments credited at or after this time (a periodic check of recent payments). */
  since?: Date;
  log?: (line: string) => void;
}

/** Why the payment's credit no longer stands, or null when its transaction is still where it was. */
async function lostBecause(client: PublicClient, p: ActivePayment): Promise<string | null> {
  let receipt;
  try {
    receipt = await client.getTransactionReceipt({ hash: p.transaction_hash });
  } catch (error) {
    if (error instanceof Error && error.name === "TransactionReceiptNotFoundError") {
      return "its transaction is no longer on the chain (the chain's state was lost in a crash, or a reorg dropped it)";
    }
    throw error;
  }
  if (receipt.status !== "success") return "its transaction now fails on the chain";
  if (p.block_hash !== null && receipt.blockHash.toLowerCase() !== p.block_hash.toLowerCase()) {
    return `its transaction moved from block ${p.block_hash} to ${receipt.blockHash} (a reorg); complete the invoice again`;
  }
  return null;
}

/**
 * Looks up every active credited payment's transaction on the chain and reverses each one that is
 * gone, failed or moved: a `reversal` ledger entry of minus its credits with the cause as note, the
 * payment row marked reversed (never deleted) and the invoice open again, all in one transaction.
 * The hash is then free to credit once it is really mined. Run on every start; safe to repeat.
 */
export async function reconcilePayments(db: Db, client: PublicClient, opts: ReconcileOptions) {
  const { rows } = await db.query<ActivePayment>(
    `SELECT p.id::text AS id, p.transaction_hash, p.block_hash, p.invoice_id, i.account_id,
       i.credits::text AS credits
     FROM topup_payments p JOIN topup_invoices i ON i.id = p.invoice_id
     WHERE p.chain_id = $1 AND p.reversed_at IS NULL AND ($2::timestamptz IS NULL OR p.created_at >= $2)
     ORDER BY p.id`,
    [opts.chainId, opts.since ?? null],
  );
  const reversed: Reversal[] = [];
  for (const payment of rows) {
    const cause = opts.allGone ?? (await lostBecause(client, payment));
    if (cause === null) continue;
    const done = await db.transaction((tx) => reverse(tx, payment, cause));
    if (done === null) continue;
    reversed.push(done);
    opts.log?.(
      `Reversed ${done.credits} credits of invoice ${done.invoiceId} (account ${done.accountId}, ` +
        `transaction ${done.transactionHash}): ${cause}`,
    );
  }
  return { checked: rows.length, reversed };
}

/**
 * Reverses the credit of the payment's invoice once. A credit may rest on several transfers (an
 * invoice address summed): when any of them is gone, every active row of the invoice is marked
 * reversed with the cause, so none of its hashes stays claimed by a reopened invoice.
 */
async function reverse(tx: Transaction, p: ActivePayment, cause: string): Promise<Reversal | null> {
  const marked = await tx.query(
    `UPDATE topup_payments SET reversed_at = now(), reversal_cause = $2
     WHERE id = $1 AND reversed_at IS NULL RETURNING id`,
    [p.id, cause],
  );
  // Reversed meanwhile by another check (or with another transfer of its invoice): nothing more to do.
  if (marked.rows.length === 0) return null;
  await tx.query(
    `UPDATE topup_payments SET reversed_at = now(), reversal_cause = $2
     WHERE invoice_id = $1 AND reversed_at IS NULL`,
    [p.invoice_id, `another transfer of this invoice was reversed: ${cause}`],
  );
  const credits = BigInt(p.credits);
  await reverseCredit(tx, p.account_id, credits, `topup:${p.invoice_id}`, cause);
  await tx.query(
    `UPDATE topup_invoices SET status = 'requested', purchased_at = NULL, transaction_hash = NULL,
       received = NULL
     WHERE id = $1`,
    [p.invoice_id],
  );
  return {
    invoiceId: p.invoice_id,
    accountId: p.account_id,
    transactionHash: p.transaction_hash,
    credits,
    cause,
  };
}

/**
 * Runs reconcilePayments every `everyMs` over the payments credited in the last `windowMs` (a reorg
 * only reaches recent blocks), one run at a time. Returns a stop function that waits for a run in
 * flight, so the database can be closed after it.
 */
export function reconcilePeriodically(
  db: Db,
  client: PublicClient,
  opts: { chainId: number; everyMs: number; windowMs: number; log?: (line: string) => void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const since = new Date(Date.now() - opts.windowMs);
    running = reconcilePayments(db, client, { chainId: opts.chainId, since, log: opts.log })
      .catch((error: unknown) => opts.log?.(`Reconciling recent payments failed: ${String(error)}`))
      .finally(() => {
        busy = false;
      });
  }, opts.everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
