import { isHashNotFound, isTransientPaymentError } from "./billing-errors";

// The one statement of how invoice completion is asked again; docs/interfaces.md ("Invoice
// completion") explains it and why the loop is ours rather than the mutation's own `retry`.

/** Delays before each new attempt after a transient answer; after the last one the user decides. */
export const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;
/** A hash just broadcast may take a few seconds to reach the service's node; after that it is final. */
export const NOT_FOUND_DELAYS_MS = [3_000, 5_000, 7_000] as const;

/** Failed attempts so far, counted separately: an unknown hash has its own short window. */
export interface CompletionTries {
  transient: number;
  notFound: number;
}

export type CompletionStep =
  /** Ask again after `delay` ms ("not mined / not confirmed yet", 5xx, network, timeout). */
  | { kind: "retry"; delay: number }
  /** The service's node does not know the hash: ask again after `delay` ms, within a short window. */
  | { kind: "not-found"; delay: number }
  /** Transient, but the delays are used up: nothing is sent until the user asks ("Check now"). */
  | { kind: "stalled" }
  /** A final answer for this hash: never sent again by itself. */
  | { kind: "final" };

/** What to do after a failed completion attempt; `tries` counts the failures before this one. */
export function nextCompletionStep(error: unknown, tries: CompletionTries): CompletionStep {
  if (isHashNotFound(error)) {
    const delay = NOT_FOUND_DELAYS_MS[tries.notFound];
    return delay === undefined ? { kind: "final" } : { kind: "not-found", delay };
  }
  if (!isTransientPaymentError(error)) return { kind: "final" };
  const delay = RETRY_DELAYS_MS[tries.transient];
  return delay === undefined ? { kind: "stalled" } : { kind: "retry", delay };
}
