import type { BookEntry } from "./invoice-book";
import type { PendingPayment } from "./pending-store";

/** A transfer the deposit watcher saw reach the invoice's address, deep enough to hand over. */
export interface DetectedTransfer {
  /** The address it reached. */
  destination: string;
  /** What it moved, in the currency's smallest unit. */
  value: string;
}

export interface PendingRecordInput {
  hash: string;
  time: number;
  /** Absent for a pasted hash: the page neither sent nor saw that transfer. */
  detected?: DetectedTransfer;
  /** The currency's decimals from the setup, for an entry that did not keep its own. */
  currencyDecimals?: number;
}

/**
 * The pending record of a book invoice whose payment this page did not send (a pasted hash or a
 * detected transfer). The amount counts as known only when everything needed to show it is known: an
 * invoice completed by id, or one whose decimals or address were never seen, is checked by the service
 * without showing a made-up amount. What the transaction carried (`to`, `value`) is known only for a
 * detected transfer; `from`/`nonce` only for a payment sent from here (model/send-payment.ts).
 */
export function pendingRecordOf(entry: BookEntry, input: PendingRecordInput): PendingPayment {
  const { hash, time, detected, currencyDecimals } = input;
  const decimals = entry.decimals ?? currencyDecimals ?? null;
  const destination = entry.destination ?? detected?.destination ?? null;
  const amountKnown = !entry.byId && entry.amount !== null && decimals !== null && destination !== null;
  return {
    invoice: {
      id: entry.id,
      credits: entry.credits,
      // Placeholders when unknown: `amountKnown: false` keeps them from being shown or adopted.
      amount: entry.amount ?? "0",
      currencyId: entry.currencyId,
      decimals: decimals ?? 0,
      destination: destination ?? "",
      amountKnown,
    },
    billingBaseUrl: entry.billingBaseUrl,
    chainId: entry.chainId,
    hash,
    from: null,
    nonce: null,
    // A token transfer is a call to the token's contract; ETH goes straight to the address.
    to: detected ? (entry.token ?? detected.destination) : null,
    value: detected?.value ?? "0",
    input: "0x",
    token: entry.token,
    time,
    ...(detected ? { detected: true } : {}),
  };
}
