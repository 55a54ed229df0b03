import { useMemo } from "react";
import { useStoredList } from "../../../lib/stored-list";
import { type BookEntry, bookList } from "../model/invoice-book";

/**
 * The book's entries of one billing URL. The same array until the book or the URL changes: the
 * checkout runner's watch targets and the top-up page's adoption effect depend on it.
 */
export function useInvoiceBook(profileId: string, billingBaseUrl: string): readonly BookEntry[] {
  const all = useStoredList(bookList, profileId);
  return useMemo(() => all.filter((e) => e.billingBaseUrl === billingBaseUrl), [all, billingBaseUrl]);
}
