import * as v from "valibot";
import { finiteNumber, safeInteger } from "../../../lib/schema";
import { storageKeys } from "../../../lib/storage-keys";
import { eachValid } from "../../../lib/stored-list";
import { createStoredValue } from "../../../lib/stored-value";
import type { TopUpInvoice } from "../api/top-up-invoice";

const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/));
const digits = v.pipe(v.string(), v.regex(/^\d+$/));

/**
 * A payment whose transaction hash is known but whose completion is not confirmed yet. Written
 * before any wait starts, so a reload or a crash never loses a payment that left the wallet.
 * `from`/`nonce` are null for a pasted hash (the page did not send it).
 */
const pendingSchema = v.object({
  invoice: v.object({
    id: v.string(),
    credits: digits,
    amount: digits,
    currencyId: v.string(),
    decimals: safeInteger,
    destination: v.string(),
    /** False for an invoice completed by id: its amount and destination were never shown here. */
    amountKnown: v.optional(v.boolean(), true),
  }),
  billingBaseUrl: v.string(),
  chainId: safeInteger,
  hash: hex,
  from: v.nullable(hex),
  nonce: v.nullable(v.pipe(safeInteger, v.minValue(0))),
  to: v.nullable(hex),
  value: digits,
  input: hex,
  token: v.nullable(hex),
  time: finiteNumber,
  /** Found by the deposit watcher on the invoice's address (nothing was pasted or sent from here). */
  detected: v.optional(v.boolean()),
});
export type PendingPayment = v.InferOutput<typeof pendingSchema>;

/** The invoice as a pending payment keeps it: the exact quote shown to the user, in smallest units. */
export function pendingInvoiceOf(invoice: TopUpInvoice): PendingPayment["invoice"] {
  return {
    id: invoice.id,
    credits: invoice.credits.toString(),
    amount: invoice.amount.toString(),
    currencyId: invoice.currencyId,
    decimals: invoice.decimals,
    destination: invoice.destinationAddress,
    amountKnown: true,
  };
}

// Every tab follows it: another tab saved or settled a payment. When it cannot be stored, the list
// lasts for this page only.
export const storedPending = createStoredValue<readonly PendingPayment[]>({
  key: storageKeys.topupPending.key(),
  area: storageKeys.topupPending.area,
  schema: eachValid(pendingSchema),
  fallback: [],
});
const read = storedPending.get;
const write = (next: readonly PendingPayment[]): void => void storedPending.set(next);

export const pendingStore = {
  list: read,
  /** Replaces the record of the same invoice: one invoice has at most one payment in flight. */
  save: (payment: PendingPayment): void => {
    write([...read().filter((p) => p.invoice.id !== payment.invoice.id), payment]);
  },
  remove: (invoiceId: string): void => {
    write(read().filter((p) => p.invoice.id !== invoiceId));
  },
  find: (invoiceId: string): PendingPayment | undefined => {
    return read().find((p) => p.invoice.id === invoiceId);
  },
  subscribe: storedPending.subscribe,
  /** Nothing to forget: what is read follows the stored text. Kept for the tests that call it. */
  resetCache: (): void => undefined,
};
