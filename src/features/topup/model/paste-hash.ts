import type { BookEntry } from "./invoice-book";
import { pendingStore } from "./pending-store";

/** Hands a pasted hash for a book invoice to the pending list, where the service checks it. */
export function checkPastedHash(entry: BookEntry, hash: string, now = Date.now()): void {
  pendingStore.save({
    invoice: {
      id: entry.id,
      credits: entry.credits,
      amount: entry.amount ?? "0",
      currencyId: entry.currencyId,
      decimals: entry.decimals ?? 0,
      destination: entry.destination ?? "",
      amountKnown: !entry.byId && entry.amount !== null,
    },
    billingBaseUrl: entry.billingBaseUrl,
    chainId: entry.chainId,
    hash,
    from: null,
    nonce: null,
    to: null,
    value: "0",
    input: "0x",
    token: entry.token,
    time: now,
  });
}
