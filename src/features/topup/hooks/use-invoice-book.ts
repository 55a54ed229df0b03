import { useSyncExternalStore } from "react";
import { type BookEntry, bookList, invoiceBook } from "../model/invoice-book";

export function useInvoiceBook(profileId: string, billingBaseUrl: string): readonly BookEntry[] {
  const all = useSyncExternalStore(
    invoiceBook.subscribe,
    () => bookList.read(profileId),
    () => bookList.read(profileId),
  );
  return all.filter((e) => e.billingBaseUrl === billingBaseUrl);
}
