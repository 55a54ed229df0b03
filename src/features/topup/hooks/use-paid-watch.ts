import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { balanceOwner, balanceQueries } from "../../../lib/balance/balance-queries";
import type { Connection } from "../../../lib/connection/connection";
import type { BookEntry } from "../model/invoice-book";
import { dismissSettled, emptyWatch, watchPaid } from "../model/paid-watch";
import type { PendingPayment } from "../model/pending-store";

/**
 * The payments this page saw settle, whichever tab's request completed them: every tab of the
 * account follows the same pending payments (stored in the browser), and only the first completion is the
 * one that returns, so the page reads "paid" from the invoice book rather than from its own request.
 * A payment another tab completed moved this tab's balance with no mutation here: it is asked again.
 */
export function usePaidWatch(
  book: readonly BookEntry[],
  pending: readonly PendingPayment[],
  openId: string | null,
  connection: Connection,
) {
  const client = useQueryClient();
  const [watch, setWatch] = useState(emptyWatch);
  // Derived from the stores while rendering (React's "adjust state when props change"); watchPaid
  // returns the same object once caught up, so this settles in one extra render.
  const next = watchPaid(watch, { book, pending, openId });
  if (next !== watch) setWatch(next);
  const { credited } = next;
  useEffect(() => {
    if (credited > 0)
      void client.invalidateQueries({ queryKey: balanceQueries.of(balanceOwner(connection)) });
  }, [credited, client, connection]);
  const dismiss = useCallback((invoiceId: string) => setWatch((w) => dismissSettled(w, invoiceId)), []);
  return { settled: next.settled, dismiss };
}
