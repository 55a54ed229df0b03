import type { BookEntry } from "./invoice-book";
import { pendingRecordOf } from "./pending-record";
import { pendingStore } from "./pending-store";

/** Hands a pasted hash for a book invoice to the pending list, where the service checks it. */
export function checkPastedHash(entry: BookEntry, hash: string, now = Date.now()): void {
  pendingStore.save(pendingRecordOf(entry, { hash, time: now }));
}
