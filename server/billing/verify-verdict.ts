import type { Currency } from "./currencies.ts";

/** What the transaction must do to pay one invoice. */
export interface PaymentExpectation {
  currency: Currency;
  amount: bigint;
  destination: string;
  /** The chain head when the invoice was created; the payment must be mined after it. */
  createdBlock: bigint | null;
  /** Unix seconds; the fallback when no block number was recorded. */
  requestedAt: number;
  confirmations: number;
  /** The account's sender whitelist: when not empty, the transaction's `from` must be listed. */
  senders?: readonly string[];
}

/** The first check that failed, in the `details` shape of PAYMENT_NOT_COMPLETED. */
export interface FailedCheck {
  check: string;
  expected: string;
  found: string;
}

/** A passed payment names the block it was verified in, so a later reorg can be told apart. */
export type Verdict =
  { ok: true; blockNumber: bigint; blockHash: `0x${string}` } | ({ ok: false } & FailedCheck);

/** A check that failed, as a value (`fail` builds it). */
export type Failed = { ok: false } & FailedCheck;

/** What one transaction moved to the invoice address, or why it does not count at all. */
export type Received = { ok: true; received: bigint } | Failed;

export const fail = (check: string, expected: string, found: string): Failed => ({
  ok: false,
  check,
  expected,
  found,
});
