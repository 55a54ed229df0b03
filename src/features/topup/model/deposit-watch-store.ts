import { createNotifier } from "../../../lib/notifier";
import type { BookEntry } from "./invoice-book";
import type { PendingPayment } from "./pending-store";
import type { WatchTarget } from "./deposit-scan";

/** What the deposit watcher of this tab knows about one open invoice (memory only: a reload scans again). */
export type WatchState =
  | { state: "watching" }
  /** A transfer to the address, not yet buried under the blocks the service asks for. */
  | { state: "detected"; hash: string; confirmations: number; required: number }
  /** ETH reached the address through a contract and the RPC cannot trace it: the hash must be pasted. */
  | { state: "untraceable" }
  /** The tab is hidden: no reads until it is shown again. */
  | { state: "paused" }
  /** The node could not be read, or answered for another chain: nothing is concluded from it. */
  | { state: "blind"; reason: string; retryAt: number };

const states = new Map<string, WatchState>();
const changes = createNotifier();

export const depositWatchStore = {
  get: (invoiceId: string): WatchState | undefined => states.get(invoiceId),
  set: (invoiceId: string, state: WatchState): void => {
    states.set(invoiceId, state);
    changes.notify();
  },
  forget: (invoiceId: string): void => {
    if (states.delete(invoiceId)) changes.notify();
  },
  subscribe: changes.subscribe,
};

/** Invoices older than this are stale: still listed, no longer watched. */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which open invoices of the book the watcher reads: a known amount and address on this chain, no
 * payment already being settled, and an address of their own. Where two invoices share an address
 * (a service with one treasury address) a transfer cannot be told apart: those are `shared`.
 */
export function watchTargetsOf(
  book: readonly BookEntry[],
  pending: readonly PendingPayment[],
  chainId: number,
  now: number,
): WatchTarget[] {
  const shared = sharedAddressIds(book);
  const targets: WatchTarget[] = [];
  for (const e of book) {
    if (e.paid || e.byId || e.destination === null || e.amount === null || e.chainId !== chainId) continue;
    if (shared.has(e.id) || now - e.createdAt > STALE_AFTER_MS || pending.some((p) => p.invoice.id === e.id))
      continue;
    targets.push({
      invoiceId: e.id,
      destination: e.destination,
      token: e.token,
      createdAt: e.createdAt,
      skip: new Set(e.outcomes.map((o) => o.hash.toLowerCase())),
    });
  }
  return targets;
}

/** Invoices whose address another invoice of the book also has. */
export function sharedAddressIds(book: readonly BookEntry[]): Set<string> {
  const counts = new Map<string, number>();
  for (const e of book) {
    if (e.destination === null) continue;
    const key = e.destination.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set(
    book
      .filter((e) => e.destination !== null && (counts.get(e.destination.toLowerCase()) ?? 0) > 1)
      .map((e) => e.id),
  );
}
