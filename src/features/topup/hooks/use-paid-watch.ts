import { useCallback, useEffect, useState } from "react";
import type { BookEntry } from "../model/invoice-book";
import { dismissSettled, emptyWatch, watchPaid } from "../model/paid-watch";
import type { PendingPayment } from "../model/pending-store";

/**
 * The payments this page saw settle, whichever tab's request completed them: every tab of the
 * account follows the same pending payments (stored in the browser), and only the first completion is the
 * one that returns, so the page reads "paid" from the invoice book rather than from its own request.
 */
export function usePaidWatch(
  book: readonly BookEntry[],
  pending: readonly PendingPayment[],
  openId: string | null,
  onCredited: () => void,
) {
  const [watch, setWatch] = useState(emptyWatch);
  // Derived from the stores while rendering (React's "adjust state when props change"); watchPaid
  // returns the same object once caught up, so this settles in one extra render.
  const next = watchPaid(watch, { book, pending, openId });
  if (next !== watch) setWatch(next);
  const { credited } = next;
  useEffect(() => {
    if (credited > 0) onCredited();
  }, [credited, onCredited]);
  const dismiss = useCallback((invoiceId: string) => setWatch((w) => dismissSettled(w, invoiceId)), []);
  return { settled: next.settled, dismiss };
}
