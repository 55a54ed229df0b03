import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Connection } from "../../../lib/connection/connection";
import { isNotOffered, topUpQueries } from "../api/topup-queries";
import { bookEntryFor, invoiceBook } from "../model/invoice-book";
import type { TopUpSetup } from "../model/top-up-setup";

/**
 * Where the service lists the account's invoices, the book takes them in: invoices opened on another
 * device appear, and one paid elsewhere shows paid. Returns whether the service offers the list.
 */
export function useMergeListed(
  connection: Connection,
  setup: TopUpSetup,
): "merged" | "not-offered" | "unknown" {
  const query = useQuery(topUpQueries.list(connection));
  const { data } = query;
  const { profileId, billingBaseUrl } = connection;
  useEffect(() => {
    if (!data) return;
    const book = invoiceBook.list(profileId);
    for (const invoice of [...data].reverse()) {
      const known = book.find((e) => e.id === invoice.id);
      const paidAt = typeof invoice.purchasedAt === "number" ? invoice.purchasedAt * 1000 : Date.now();
      const currency = setup.currencies.find((c) => c.id === invoice.currencyId);
      const chain = { chainId: currency?.chainId ?? setup.chain.id, token: currency?.token ?? null };
      if (!known) {
        const created = typeof invoice.requestedAt === "number" ? invoice.requestedAt * 1000 : Date.now();
        invoiceBook.add(profileId, bookEntryFor(invoice, billingBaseUrl, chain, created));
      } else if (known.byId || known.amount === null) {
        // Completed by id here, opened elsewhere: the service's figures replace "not known here".
        invoiceBook.fill(profileId, invoice, chain);
      }
      // A removed invoice keeps its mark (the book's `removedAt`): merging never shows it again.
      const news = !known?.paid || (known.paid.overpaid === undefined && invoice.overpaid !== null);
      if (invoice.status === "completed" && invoice.transactionHash && news)
        invoiceBook.markPaid(profileId, invoice.id, invoice.transactionHash, paidAt, invoice.overpaid);
      const hashes = invoice.transactionHashes;
      if (
        invoice.status === "completed" &&
        hashes.length > 0 &&
        known?.paid?.hashes?.join() !== hashes.join()
      )
        invoiceBook.setPaidHashes(profileId, invoice.id, hashes);
    }
  }, [data, profileId, billingBaseUrl, setup]);
  if (data) return "merged";
  return isNotOffered(query.error) ? "not-offered" : "unknown";
}
