import type { Hash } from "viem";
import { isHashNotFound, isTransientPaymentError } from "./billing-errors";
import type { PendingPayment } from "./pending-store";

export type SettlePhase =
  | { phase: "waiting-chain" }
  | { phase: "completing"; attempt: number }
  | { phase: "retrying"; attempt: number; at: number; error: unknown }
  | { phase: "stalled"; error: unknown }
  /** The node does not know the hash: said at once, checked again only for a short, visible window. */
  | { phase: "not-found"; at: number; error: unknown }
  | { phase: "done"; hash: Hash }
  | { phase: "failed"; error: unknown };

/** Delays before each new completion attempt; after the last one the user decides ("Check now"). */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** A hash just broadcast may take a few seconds to reach the service's node; after that it is final. */
export const NOT_FOUND_DELAYS_MS = [3_000, 5_000, 7_000] as const;

export interface SettleDeps {
  /** Resolves with the hash of the transaction that was mined in this payment's nonce slot. */
  waitForReceipt?: (payment: PendingPayment, signal: AbortSignal) => Promise<Hash>;
  complete: (invoiceId: string, hash: Hash, signal: AbortSignal) => Promise<unknown>;
  onPhase: (phase: SettlePhase) => void;
  /** A speed-up or replacement was mined instead: the record must follow it. */
  onReplaced: (hash: Hash) => void;
  /** Sleeps, but resolves early when the user asks to check now. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/**
 * Waits for the payment on chain, then asks the service to credit it with the hash that was
 * actually mined. "Not mined / not confirmed yet" and outages are retried with a bounded back-off
 * (completion is idempotent on the service); any other answer is final for this hash.
 */
export async function settlePayment(payment: PendingPayment, deps: SettleDeps, signal: AbortSignal) {
  const now = deps.now ?? Date.now;
  let hash = payment.hash as Hash;
  if (deps.waitForReceipt) {
    deps.onPhase({ phase: "waiting-chain" });
    try {
      const mined = await deps.waitForReceipt(payment, signal);
      if (mined.toLowerCase() !== hash.toLowerCase()) {
        hash = mined;
        deps.onReplaced(mined);
      }
    } catch (error) {
      if (signal.aborted) return;
      deps.onPhase({ phase: "stalled", error });
      return;
    }
  }
  let notFound = 0;
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) return;
    deps.onPhase({ phase: "completing", attempt });
    try {
      await deps.complete(payment.invoice.id, hash, signal);
      if (!signal.aborted) deps.onPhase({ phase: "done", hash });
      return;
    } catch (error) {
      if (signal.aborted) return;
      if (isHashNotFound(error)) {
        const wait = NOT_FOUND_DELAYS_MS[notFound++];
        if (wait === undefined) {
          deps.onPhase({ phase: "failed", error });
          return;
        }
        deps.onPhase({ phase: "not-found", at: now() + wait, error });
        await deps.sleep(wait, signal);
        continue;
      }
      if (!isTransientPaymentError(error)) {
        deps.onPhase({ phase: "failed", error });
        return;
      }
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) {
        deps.onPhase({ phase: "stalled", error });
        return;
      }
      deps.onPhase({ phase: "retrying", attempt, at: now() + delay, error });
      await deps.sleep(delay, signal);
    }
  }
}
