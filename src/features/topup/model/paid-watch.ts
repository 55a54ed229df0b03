import type { BookEntry } from "./invoice-book";
import type { PendingPayment } from "./pending-store";

export interface SettledPayment {
  invoiceId: string;
  /** Null for an invoice completed by id: its credits were never shown to this browser. */
  credits: bigint | null;
  hash: string;
  /** When the book marked it paid (Unix ms): the balance read after it is the one to show. */
  at: number;
  /** Sent beyond the quote, in the invoice currency's smallest units, when the service said so. */
  overpaid: { amount: bigint; currencyId: string; decimals: number } | null;
}

/**
 * What one page follows: the invoices it saw being checked (by the hash it saw) or had open (null:
 * any hash), and the payments it saw settle. Any tab's request may be the one that completes a
 * payment, so "settled" is read from the invoice book, never from this page's own request.
 */
export interface PaidWatch {
  followed: ReadonlyMap<string, string | null>;
  settled: readonly SettledPayment[];
  /** Grows by one for each payment seen settling: the balance is read again. */
  credited: number;
}

export const emptyWatch: PaidWatch = { followed: new Map(), settled: [], credited: 0 };

interface Seen {
  book: readonly BookEntry[];
  pending: readonly PendingPayment[];
  openId: string | null;
}

const sameHash = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The next watch; the same object when nothing changed, so a page can keep it in state. A hash
 * followed for an invoice that the book then says was paid by another transaction is dropped
 * quietly: that hash credited nothing.
 */
export function watchPaid(watch: PaidWatch, { book, pending, openId }: Seen): PaidWatch {
  const unpaid = (id: string) => book.some((e) => e.id === id && e.paid === null);
  const followed = new Map(watch.followed);
  let changed = false;
  for (const p of pending) {
    // An invoice already paid when first seen was settled before this page looked.
    if (followed.get(p.invoice.id) === p.hash || !unpaid(p.invoice.id)) continue;
    followed.set(p.invoice.id, p.hash);
    changed = true;
  }
  if (openId !== null && !followed.has(openId) && unpaid(openId)) {
    followed.set(openId, null);
    changed = true;
  }

  let settled = watch.settled;
  let credited = watch.credited;
  for (const [id, hash] of [...followed]) {
    const entry = book.find((e) => e.id === id);
    if (!entry?.paid) continue;
    followed.delete(id);
    changed = true;
    if (hash !== null && !sameHash(hash, entry.paid.hash)) continue;
    const known = !entry.byId && entry.amount !== null;
    const over = entry.paid.overpaid;
    const overpaid =
      over !== undefined && entry.decimals !== null
        ? { amount: BigInt(over), currencyId: entry.currencyId, decimals: entry.decimals }
        : null;
    settled = [
      {
        invoiceId: id,
        credits: known ? BigInt(entry.credits) : null,
        hash: entry.paid.hash,
        at: entry.paid.at,
        overpaid,
      },
      ...settled.filter((s) => s.invoiceId !== id),
    ];
    credited++;
  }
  return changed ? { followed, settled, credited } : watch;
}

export function dismissSettled(watch: PaidWatch, invoiceId: string): PaidWatch {
  return { ...watch, settled: watch.settled.filter((s) => s.invoiceId !== invoiceId) };
}
