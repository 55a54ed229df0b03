import { invoiceBook } from "./invoice-book";
import { pendingRecordOf, type DetectedTransfer } from "./pending-record";
import { pendingStore } from "./pending-store";
import type { TopUpCurrency } from "./top-up-setup";

/**
 * The deposit watcher found a transfer deep enough: the invoice gets one pending record, never two,
 * and the settlement runner completes it like any other payment.
 */
export function handOverDetected(
  profileId: string,
  currencies: readonly TopUpCurrency[],
  found: DetectedTransfer & { invoiceId: string; hash: string },
  now = Date.now(),
): void {
  const entry = invoiceBook.list(profileId).find((e) => e.id === found.invoiceId);
  // Another tab may have handed it over already.
  if (!entry || entry.paid || pendingStore.find(entry.id)) return;
  pendingStore.save(
    pendingRecordOf(entry, {
      hash: found.hash,
      time: now,
      detected: { destination: found.destination, value: found.value },
      currencyDecimals: currencies.find((c) => c.id === entry.currencyId)?.decimals,
    }),
  );
}
