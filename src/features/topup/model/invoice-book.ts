import * as v from "valibot";
import { finiteNumber, safeInteger } from "../../../lib/schema";
import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { shortfallOf } from "./shortfall";

const digits = v.pipe(v.string(), v.regex(/^\d+$/));
const hex = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]*$/));

/** Why a hash did not pay the invoice, kept so the page can explain it after a reload. */
const outcomeSchema = v.object({
  hash: hex,
  at: finiteNumber,
  /** The service's error code and, for PAYMENT_NOT_COMPLETED, its check/expected/found. */
  code: v.string(),
  check: v.optional(v.string()),
  expected: v.optional(v.string()),
  found: v.optional(v.string()),
  /** PAYMENT_ALREADY_USED: the caller's invoice that this transaction already paid. */
  creditedInvoiceId: v.optional(v.string()),
});

/**
 * One invoice this browser created (or was told about by id). The billing API cannot list invoices
 * or read one by id, so this book is the dashboard's own memory; it never holds the API key.
 * `byId`: completed by id, created elsewhere; its credits ("0"), amount, decimals and destination
 * were never shown to this browser (the API cannot read an invoice by id), so they are unknown.
 */
const entrySchema = v.object({
  id: v.string(),
  billingBaseUrl: v.string(),
  currencyId: v.string(),
  credits: digits,
  amount: v.nullable(digits),
  decimals: v.nullable(safeInteger),
  destination: v.nullable(v.string()),
  chainId: safeInteger,
  token: v.nullable(hex),
  createdAt: finiteNumber,
  outcomes: v.array(outcomeSchema),
  /** `overpaid`: what the service said was sent beyond the quote (smallest units). */
  /** `hashes`: every transfer the credit rests on, when the service names them (a split payment). */
  paid: v.nullable(
    v.object({ hash: hex, at: finiteNumber, overpaid: v.optional(digits), hashes: v.optional(v.array(hex)) }),
  ),
  byId: v.optional(v.boolean(), false),
  /**
   * When the user removed it from the list: a mark, not a deletion, so the service's list does not
   * bring it back and the watcher still reads its address; money received shows it again.
   */
  removedAt: v.optional(v.nullable(finiteNumber), null),
  /** The user acknowledged the overpaid amount: the header stops saying it. */
  excessSeen: v.optional(v.boolean(), false),
});

export type BookEntry = v.InferOutput<typeof entrySchema>;
export type Outcome = v.InferOutput<typeof outcomeSchema>;
export type InvoiceState = "open" | "checking" | "partly" | "paid" | "problem";

const MAX_PAID = 200;

// Open and problem invoices stay until removed; paid ones are receipts, the newest MAX_PAID kept.
export const bookList = createStoredList({
  keys: storageKeys.topupInvoices,
  schema: entrySchema,
  trim: (entries) => {
    let paid = 0;
    return entries.filter((e) => e.paid === null || ++paid <= MAX_PAID);
  },
});

function update(profileId: string, id: string, change: (entry: BookEntry) => BookEntry | null) {
  const entries = bookList.read(profileId);
  if (!entries.some((e) => e.id === id)) return;
  bookList.write(
    profileId,
    entries.flatMap((e) => {
      if (e.id !== id) return [e];
      const next = change(e);
      return next ? [next] : [];
    }),
  );
}

export const invoiceBook = {
  list: bookList.read,
  add: (profileId: string, entry: BookEntry): void => {
    bookList.write(profileId, [entry, ...bookList.read(profileId).filter((e) => e.id !== entry.id)]);
  },
  remove: (profileId: string, id: string): void => update(profileId, id, () => null),
  /** Hides it on this device; an invoice that received anything cannot be hidden. */
  hide: (profileId: string, id: string, at = Date.now()): void =>
    update(profileId, id, (e) => (hasReceived(e) ? e : { ...e, removedAt: at })),
  show: (profileId: string, id: string): void => update(profileId, id, (e) => ({ ...e, removedAt: null })),
  acknowledgeExcess: (profileId: string, id: string): void =>
    update(profileId, id, (e) => ({ ...e, excessSeen: true })),
  /** What the service says of an invoice this book knew by id only (or without its amount). */
  fill: (profileId: string, invoice: TopUpInvoice, chain: { chainId: number; token: string | null }): void =>
    update(profileId, invoice.id, (e) =>
      !e.byId && e.amount !== null
        ? e
        : {
            ...e,
            ...chain,
            currencyId: invoice.currencyId,
            credits: invoice.credits.toString(),
            amount: invoice.amount.toString(),
            decimals: invoice.decimals,
            destination: invoice.destinationAddress,
            createdAt: typeof invoice.requestedAt === "number" ? invoice.requestedAt * 1000 : e.createdAt,
            byId: false,
          },
    ),
  /** A final answer for a hash: remembered so the hash is never sent again by itself. */
  recordOutcome: (profileId: string, id: string, outcome: Outcome): void =>
    update(profileId, id, (e) => ({
      ...e,
      outcomes: [...e.outcomes.filter((o) => o.hash.toLowerCase() !== outcome.hash.toLowerCase()), outcome],
    })),
  /** The transfers the service says paid it; kept only once it is paid. */
  setPaidHashes: (profileId: string, id: string, hashes: readonly string[]): void =>
    update(profileId, id, (e) => (e.paid ? { ...e, paid: { ...e.paid, hashes: [...hashes] } } : e)),
  /** Once paid it stays paid with its hash; an overpaid amount learnt later is still added. */
  markPaid: (profileId: string, id: string, hash: string, at: number, overpaid?: bigint | null): void =>
    update(profileId, id, (e) => {
      const over = overpaid ? { overpaid: overpaid.toString() } : {};
      if (!e.paid) return { ...e, paid: { hash, at, ...over } };
      return e.paid.overpaid === undefined && overpaid ? { ...e, paid: { ...e.paid, ...over } } : e;
    }),
  subscribe: bookList.subscribe,
};

export function bookEntryFor(
  invoice: TopUpInvoice,
  billingBaseUrl: string,
  currency: { chainId: number; token: string | null },
  now: number,
): BookEntry {
  return {
    id: invoice.id,
    billingBaseUrl,
    currencyId: invoice.currencyId,
    credits: invoice.credits.toString(),
    amount: invoice.amount.toString(),
    decimals: invoice.decimals,
    destination: invoice.destinationAddress,
    chainId: currency.chainId,
    token: currency.token,
    createdAt: now,
    outcomes: [],
    paid: null,
    byId: false,
    removedAt: null,
    excessSeen: false,
  };
}

/** Every transaction that paid it: the service's list where it named them, else the one hash. */
export function paidHashes(entry: BookEntry): string[] {
  if (!entry.paid) return [];
  const { hash, hashes } = entry.paid;
  return hashes && hashes.length > 0 ? hashes : [hash];
}

/** Money reached it (a partial sum, or paid): it can no longer be removed or cleared. */
export function hasReceived(entry: BookEntry): boolean {
  return entry.paid !== null || shortfallOf(entry) !== null;
}

/** Removed on this device, and nothing received since. */
export function isHidden(entry: BookEntry): boolean {
  return entry.removedAt !== null && !hasReceived(entry);
}

/** The quote card's view of a stored invoice; null when the book never saw its amount. */
export function invoiceOf(entry: BookEntry): TopUpInvoice | null {
  if (entry.amount === null || entry.decimals === null || entry.destination === null) return null;
  return {
    id: entry.id,
    accountId: "",
    requestedAt: Math.floor(entry.createdAt / 1000),
    purchasedAt: null,
    status: entry.paid ? "completed" : "requested",
    credits: BigInt(entry.credits),
    amount: BigInt(entry.amount),
    currencyId: entry.currencyId,
    decimals: entry.decimals,
    destinationAddress: entry.destination,
  };
}

export function stateOf(entry: BookEntry, checking: boolean): InvoiceState {
  if (entry.paid) return "paid";
  if (checking) return "checking";
  if (shortfallOf(entry) !== null) return "partly";
  return entry.outcomes.length > 0 ? "problem" : "open";
}
