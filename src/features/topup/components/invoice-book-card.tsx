import { Button } from "../../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import type { BookEntry } from "../model/invoice-book";
import { stateOf } from "../model/invoice-book";
import { sharedAddressIds, STALE_AFTER_MS, useMinuteClock } from "../model/deposit-watch-store";
import { receiptsCsv } from "../model/receipts-csv";
import type { TopUpSetup } from "../model/top-up-setup";
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

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The dashboard's own list of invoices: open ones first, then receipts of the paid ones. */
export function InvoiceBookCard(props: InvoiceBookCardProps) {
  const { profileId, billingBaseUrl, setup, entries, listed, checking, onOpen, onHash } = props;
  const symbolOf = (id: string) => setup.currencies.find((c) => c.id === id)?.symbol ?? id.toUpperCase();
  const unpaid = entries.filter((e) => e.paid === null);
  const paid = entries.filter((e) => e.paid !== null);
  const now = useMinuteClock();
  const shared = sharedAddressIds(entries);
  const row = (entry: BookEntry) => (
    <InvoiceRow
      key={entry.id}
      entry={entry}
      state={stateOf(entry, checking.has(entry.id))}
      symbol={symbolOf(entry.currencyId)}
      chainName={setup.chain.name}
      profileId={profileId}
      onOpen={onOpen}
      onHash={onHash}
      shared={shared.has(entry.id)}
      stale={now - entry.createdAt > STALE_AFTER_MS}
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
        An open invoice stays here until it is paid or you remove it.
      </CardDescription>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No invoices yet: get a quote below.</p>
      ) : (
        <>
          {unpaid.length > 0 ? (
            <ul aria-label="Open invoices" className="mt-4 grid gap-3">
              {unpaid.map(row)}
            </ul>
          ) : null}
          {paid.length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold">Paid</h3>
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
            </>
          ) : null}
        </>
      )}
      <CompleteById profileId={profileId} billingBaseUrl={billingBaseUrl} setup={setup} onHash={onHash} />
    </Card>
  );
}
