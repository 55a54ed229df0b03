import { useEffect, useMemo, useRef, useState } from "react";
import type { Connection } from "../../../lib/connection/connection";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { useFocusRescue } from "../hooks/use-focus-rescue";
import { useMergeListed } from "../hooks/use-merge-listed";
import { usePaidWatch } from "../hooks/use-paid-watch";
import { sharedAddressIds } from "../model/deposit-watch-store";
import { bookEntryFor, invoiceBook, invoiceOf, isHidden, type BookEntry } from "../model/invoice-book";
import { useInvoiceBook } from "../hooks/use-invoice-book";
import { checkPastedHash } from "../model/paste-hash";
import { type PendingPayment } from "../model/pending-store";
import { usePendingPayments } from "../hooks/use-pending-payments";
import type { TopUpSetup } from "../model/top-up-setup";
import { CurrentInvoice } from "./current-invoice";
import { InvoiceBookCard } from "./invoice-book-card";
import { PendingPayments } from "./pending-payments";
import { QuoteForm, type QuoteDraft } from "./quote-form";
import { TopUpSuccess } from "./top-up-success";

interface TopUpFlowProps {
  connection: Connection;
  setup: TopUpSetup;
}

/** Payments recorded before the invoice book existed are adopted into it, so none is orphaned. */
function useAdoptPending(profileId: string, pending: readonly PendingPayment[], book: readonly BookEntry[]) {
  useEffect(() => {
    for (const p of pending) {
      if (book.some((e) => e.id === p.invoice.id)) continue;
      invoiceBook.add(profileId, {
        id: p.invoice.id,
        billingBaseUrl: p.billingBaseUrl,
        currencyId: p.invoice.currencyId,
        credits: p.invoice.credits,
        amount: p.invoice.amountKnown ? p.invoice.amount : null,
        decimals: p.invoice.amountKnown ? p.invoice.decimals : null,
        destination: p.invoice.amountKnown ? p.invoice.destination : null,
        chainId: p.chainId,
        token: p.token,
        createdAt: p.time,
        outcomes: [],
        paid: null,
        byId: !p.invoice.amountKnown,
        removedAt: null,
        excessSeen: false,
      });
    }
  }, [profileId, pending, book]);
}

export function TopUpFlow({ connection, setup }: TopUpFlowProps) {
  const { profileId, billingBaseUrl } = connection;
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [lastQuoted, setLastQuoted] = useState<string | null>(null);
  const [draft, setDraft] = useState<QuoteDraft | null>(null);
  const [announce, setAnnounce] = useState("");
  const root = useRef<HTMLDivElement>(null);
  useFocusRescue(root);
  const pending = usePendingPayments(billingBaseUrl);
  const book = useInvoiceBook(profileId, billingBaseUrl);
  useAdoptPending(profileId, pending, book);
  const listed = useMergeListed(connection, setup);
  const checking = useMemo(() => new Set(pending.map((p) => p.invoice.id)), [pending]);
  // A removed invoice leaves the page with its row (it stays in the book, hidden and watched).
  const entry = book.find((e) => e.id === currentId && !isHidden(e));

  // Whichever tab's request completes a payment, every tab that was checking it shows the success.
  const { settled, dismiss } = usePaidWatch(book, pending, currentId, connection);
  const onQuote = (invoice: TopUpInvoice) => {
    const currency = setup.currencies.find((c) => c.id === invoice.currencyId);
    const chain = { chainId: currency?.chainId ?? setup.chain.id, token: currency?.token ?? null };
    invoiceBook.add(profileId, bookEntryFor(invoice, billingBaseUrl, chain, Date.now()));
    setCurrentId(invoice.id);
    setLastQuoted(invoice.id);
    setAnnounce(`Quote ready: invoice ${invoice.id}. Pay it below.`);
    // The card is where the next step is: scrolled to, focused and announced.
    requestAnimationFrame(() => {
      const title = document.getElementById("quote-title");
      title?.scrollIntoView({ block: "start" });
      title?.focus({ preventScroll: true });
    });
  };
  const onOpen = (id: string) => {
    setCurrentId(id);
    requestAnimationFrame(() => {
      const title = document.getElementById("quote-title");
      title?.scrollIntoView({ block: "start" });
      title?.focus({ preventScroll: true });
    });
  };
  // Get quote again for what the open quote already asks: that invoice, not a second one.
  const showOpen = (asked: { currencyId: string; credits: bigint }) => {
    const open = entry && !entry.paid && currentId === lastQuoted ? invoiceOf(entry) : null;
    if (!open || open.currencyId !== asked.currencyId || open.credits !== asked.credits) return false;
    setAnnounce(`Invoice ${open.id} is already open for these credits: pay it below.`);
    onOpen(open.id);
    return true;
  };
  const invoice = entry ? invoiceOf(entry) : null;
  const outdated =
    invoice !== null &&
    currentId === lastQuoted &&
    draft !== null &&
    (draft.currencyId !== invoice.currencyId || draft.credits !== invoice.credits);

  return (
    <div ref={root} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {settled.map((s) => (
        <TopUpSuccess
          key={s.invoiceId}
          settled={s}
          chain={setup.chain}
          currencies={setup.currencies}
          onDismiss={() => dismiss(s.invoiceId)}
        />
      ))}
      <PendingPayments connection={connection} setup={setup} />
      <QuoteForm
        connection={connection}
        setup={setup}
        onQuote={onQuote}
        onDraft={setDraft}
        showOpen={showOpen}
      />
      {entry && invoice ? (
        <CurrentInvoice
          entry={entry}
          invoice={invoice}
          connection={connection}
          setup={setup}
          pending={pending.find((p) => p.invoice.id === entry.id)}
          outdated={outdated}
          shared={sharedAddressIds(book).has(entry.id)}
        />
      ) : null}
      <InvoiceBookCard
        profileId={profileId}
        billingBaseUrl={billingBaseUrl}
        setup={setup}
        entries={book}
        listed={listed}
        checking={checking}
        onOpen={onOpen}
        onHash={(e, hash) => checkPastedHash(e, hash)}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
    </div>
  );
}
