import type { Hash } from "viem";
import { nextCompletionStep } from "./completion-backoff";
import type { PendingPayment } from "./pending-store";

export type SettlePhase =
  | { phase: "waiting-chain" }
  | { phase: "completing"; attempt: number }
  | { phase: "retrying"; attempt: number; at: number; error: unknown }
  | { phase: "stalled"; error: unknown }
  /** The node does not know the hash: said at once, checked again only for a short, visible window. */
  | { phase: "not-found"; at: number; error: unknown }
  /** `overpaid`: the service said the transfers sent this much beyond the quote. */
  | { phase: "done"; hash: Hash; overpaid?: bigint }
  | { phase: "failed"; error: unknown };

export interface SettleDeps {
  /** Resolves with the hash of the transaction that was mined in this payment's nonce slot. */
  waitForReceipt?: (payment: PendingPayment, signal: AbortSignal) => Promise<Hash>;
  /** The service's answer: the invoice (spec dialect, maybe with `overpaid`) or nothing. */
  complete: (
    invoiceId: string,
    hash: Hash,
    signal: AbortSignal,
  ) => Promise<{ overpaid: bigint | null } | null | undefined | void>;
  onPhase: (phase: SettlePhase) => void;
  /** A speed-up or replacement was mined instead: the record must follow it. */
  onReplaced: (hash: Hash) => void;
  /** Sleeps, but resolves early when the user asks to check now. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/**
 * Waits for the payment on chain, then asks the service to credit it with the hash that was
 * actually mined, asking again as `nextCompletionStep` says (completion is idempotent on the
 * service). `complete` is one run of `topUpMutations.complete`.
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
  const tries = { transient: 0, notFound: 0 };
  for (let attempt = 1; ; attempt++) {
    if (signal.aborted) return;
    deps.onPhase({ phase: "completing", attempt });
    try {
      const answer = await deps.complete(payment.invoice.id, hash, signal);
      const overpaid = answer?.overpaid ?? 0n;
      if (!signal.aborted)
        deps.onPhase(overpaid > 0n ? { phase: "done", hash, overpaid } : { phase: "done", hash });
      return;
    } catch (error) {
      if (signal.aborted) return;
      const step = nextCompletionStep(error, tries);
      if (step.kind === "final" || step.kind === "stalled") {
        deps.onPhase(step.kind === "final" ? { phase: "failed", error } : { phase: "stalled", error });
        return;
      }
      if (step.kind === "not-found") {
        tries.notFound++;
        deps.onPhase({ phase: "not-found", at: now() + step.delay, error });
      } else {
        tries.transient++;
        deps.onPhase({ phase: "retrying", attempt, at: now() + step.delay, error });
      }
      await deps.sleep(step.delay, signal);
    }
  }
}
