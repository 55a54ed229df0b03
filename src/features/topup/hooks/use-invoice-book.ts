import { useStoredList } from "../../../lib/stored-list";
import { type BookEntry, bookList } from "../model/invoice-book";

export function useInvoiceBook(profileId: string, billingBaseUrl: string): readonly BookEntry[] {
  return useStoredList(bookList, profileId).filter((e) => e.billingBaseUrl === billingBaseUrl);
}
