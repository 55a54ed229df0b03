import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { invoiceRowId } from "../components/problem-actions";

/**
 * A link to `paths.topup({invoice})` (a Balance movement's invoice) shows that invoice: once its row
 * is in the page, a folded list holding it is opened and the row is focused, which scrolls it into view.
 */
export function useShowInvoice(): void {
  const [params] = useSearchParams();
  const invoiceId = params.get("invoice");
  const shown = useRef<string | null>(null);
  // After every render until the row is there: the book fills from storage and the service's list.
  useEffect(() => {
    if (invoiceId === null || shown.current === invoiceId) return;
    const row = document.getElementById(invoiceRowId(invoiceId));
    if (row === null) return;
    const folded = row.closest("details");
    if (folded !== null) folded.open = true;
    row.focus();
    shown.current = invoiceId;
  });
}
