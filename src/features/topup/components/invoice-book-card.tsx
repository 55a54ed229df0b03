import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import { sharedAddressIds, STALE_AFTER_MS } from "../model/deposit-watch-store";
import { useMinuteClock } from "../hooks/use-minute-clock";
import type { BookEntry } from "../model/invoice-book";
import { invoiceBook, isHidden, stateOf } from "../model/invoice-book";
import { receiptsCsv } from "../model/receipts-csv";
import type { TopUpSetup } from "../model/top-up-setup";
import { useShowInvoice } from "../hooks/use-show-invoice";
import { CompleteById } from "./complete-by-id";
import { InvoiceRow } from "./invoice-row";

interface InvoiceBookCardProps {
  profileId: string;
  billingBaseUrl: string;
  setup: TopUpSetup;
  entries: readonly BookEntry[];
  /** Whether the service lists the account's invoices (merged into the book) or not. */
  listed: "merged" | "not-offered" | "unknown";
  checking: ReadonlySet<string>;
  onOpen: (id: string) => void;
  onHash: (entry: BookEntry, hash: string) => void;
}

/** Rows shown at first, and added by each "Show more". */
const PAGE = 10;
/** Paid receipts beyond this many start folded. */
const PAID_UNFOLDED = 3;
/** How long a removed invoice can be brought back. */
const UNDO_MS = 8_000;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The list of invoices: open ones first, paged; problems and paid receipts folded away. */
export function InvoiceBookCard(props: InvoiceBookCardProps) {
  const { profileId, billingBaseUrl, setup, listed, checking, onOpen, onHash } = props;
  // Hidden ones stay in the book (and watched), out of the list.
  const entries = props.entries.filter((e) => !isHidden(e));
  const [shown, setShown] = useState(PAGE);
  const [removed, setRemoved] = useState<readonly BookEntry[] | null>(null);
  const [clearing, setClearing] = useState(false);
  const now = useMinuteClock();
  useShowInvoice();
  const shared = sharedAddressIds(entries);
  useEffect(() => {
    if (!removed) return;
    const timer = setTimeout(() => setRemoved(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [removed]);
  const symbolOf = (id: string) => setup.currencies.find((c) => c.id === id)?.symbol ?? id.toUpperCase();
  const stateFor = (e: BookEntry) => stateOf(e, checking.has(e.id));
  const open = entries.filter((e) => ["open", "checking", "partly"].includes(stateFor(e)));
  const problems = entries.filter((e) => stateFor(e) === "problem");
  const paid = entries.filter((e) => e.paid !== null);
  const hide = (hidden: readonly BookEntry[]) => {
    for (const e of hidden) invoiceBook.hide(profileId, e.id);
    setRemoved(hidden);
    setClearing(false);
    requestAnimationFrame(() => document.getElementById("book-undo")?.focus());
  };
  const remove = (entry: BookEntry) => hide([entry]);
  const count = (n: number) => (n === 1 ? "1 invoice" : `${n} invoices`);
  const row = (entry: BookEntry) => (
    <InvoiceRow
      key={entry.id}
      entry={entry}
      state={stateFor(entry)}
      symbol={symbolOf(entry.currencyId)}
      chainName={setup.chain.name}
      onOpen={onOpen}
      onHash={onHash}
      shared={shared.has(entry.id)}
      stale={now - entry.createdAt > STALE_AFTER_MS}
      onRemove={remove}
      currencies={setup.currencies}
    />
  );
  return (
    <Card aria-labelledby="book-title">
      <CardTitle id="book-title">Your invoices</CardTitle>
      <CardDescription>
        {listed === "merged"
          ? "This browser’s invoices together with those the service lists for the account, so invoices opened or paid on another device show here too."
          : listed === "not-offered"
            ? "Kept in this browser for this connection: the service offers no list of invoices, so invoices opened on another device do not show here."
            : "Kept in this browser for this connection."}{" "}
        An open invoice stays here until it is paid or you remove it; after a week it is marked stale. Remove
        hides it on this device only: a payment that still reaches it is credited and shows it again. An
        invoice that received anything cannot be removed.
      </CardDescription>
      {removed ? (
        <p role="status" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          {removed.length === 1 ? (
            <>
              Invoice <span className="font-mono break-all">{removed[0]?.id}</span> removed.
            </>
          ) : (
            `${count(removed.length)} removed.`
          )}
          <Button
            id="book-undo"
            size="sm"
            variant="secondary"
            onClick={() => {
              for (const e of removed) invoiceBook.show(profileId, e.id);
              setRemoved(null);
            }}
          >
            Undo
          </Button>
        </p>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No invoices yet: get a quote above.</p>
      ) : (
        <>
          {open.length > 0 ? (
            <>
              <ul aria-label="Open invoices" className="mt-4 grid gap-3">
                {open.slice(0, shown).map(row)}
              </ul>
              {open.length > shown ? (
                <Button
                  className="mt-3"
                  size="sm"
                  variant="secondary"
                  onClick={() => setShown((n) => n + PAGE)}
                >
                  Show {Math.min(PAGE, open.length - shown)} more of {open.length - shown} open invoices
                </Button>
              ) : null}
            </>
          ) : null}
          {problems.length > 0 ? (
            <details className="mt-4" open>
              <summary className="cursor-pointer text-sm font-semibold">Problems ({problems.length})</summary>
              <ul aria-label="Invoices with a problem" className="mt-2 grid gap-3">
                {problems.map(row)}
              </ul>
              {clearing ? (
                <p
                  role="group"
                  aria-label="Clear problems?"
                  className="mt-3 flex flex-wrap items-center gap-2 text-sm"
                >
                  Remove {count(problems.length)} with a problem from this list? Nothing was received for
                  them; you can undo it.
                  <Button size="sm" variant="secondary" onClick={() => hide(problems)}>
                    Yes, clear {count(problems.length)}
                  </Button>
                  <Button size="sm" variant="ghost" autoFocus onClick={() => setClearing(false)}>
                    Keep
                  </Button>
                </p>
              ) : (
                <Button className="mt-3" size="sm" variant="ghost" onClick={() => setClearing(true)}>
                  Clear problems
                </Button>
              )}
            </details>
          ) : null}
          {paid.length > 0 ? (
            <details className="mt-4" open={paid.length <= PAID_UNFOLDED}>
              <summary className="cursor-pointer text-sm font-semibold">Paid ({paid.length})</summary>
              <ul aria-label="Paid invoices" className="mt-2 grid gap-3">
                {paid.map(row)}
              </ul>
              <Button
                className="mt-3"
                size="sm"
                variant="secondary"
                onClick={() => download("top-up-receipts.csv", receiptsCsv(paid, symbolOf))}
              >
                Download receipts (CSV)
              </Button>
            </details>
          ) : null}
        </>
      )}
      <CompleteById profileId={profileId} billingBaseUrl={billingBaseUrl} setup={setup} onHash={onHash} />
    </Card>
  );
}
