import { CopyButton } from "../../../components/ui/copy-button";
import { cn } from "../../../components/ui/cn";
import { formatCredits, formatDateTime } from "../../../lib/format";
import { paidHashes, type BookEntry } from "../model/invoice-book";
import { unitsText } from "../model/shortfall";

/** Every transaction that paid the invoice (a split payment lists each), with its Copy button. */
export function PaidHashes({ entry, className }: { entry: BookEntry; className?: string }) {
  return paidHashes(entry).map((hash, i, all) => (
    <p key={hash} className={cn("flex flex-wrap items-center gap-2 text-xs", className)}>
      <span className="text-muted">
        {all.length > 1 ? `Transaction ${i + 1} of ${all.length}` : "Transaction"}
      </span>
      <span className="font-mono break-all" data-testid="paid-hash">
        {hash}
      </span>
      <CopyButton value={hash} label={all.length > 1 ? `transaction hash ${i + 1}` : "transaction hash"} />
    </p>
  ));
}

/** A paid row of the book: when, by which transactions, to which address, and any excess. */
export function PaidDetails({ entry, symbol }: { entry: BookEntry; symbol: string }) {
  if (!entry.paid) return null;
  const { overpaid } = entry.paid;
  return (
    <div className="grid gap-1 text-sm">
      <p>
        Paid {formatDateTime(entry.paid.at)}
        {entry.byId ? "" : `; ${formatCredits(BigInt(entry.credits))} added to the balance`}.
      </p>
      <PaidHashes entry={entry} />
      {entry.destination !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-xs">
          <span className="text-muted">Sent to</span>
          <span className="font-mono break-all" data-testid="row-destination">
            {entry.destination}
          </span>
        </p>
      ) : null}
      {overpaid !== undefined && entry.decimals !== null ? (
        <p className="text-sm" data-testid="row-overpaid">
          Overpaid by {unitsText(BigInt(overpaid), entry.decimals, symbol)} ({overpaid} smallest units): only
          the quote was credited; ask the operator to return the excess.
        </p>
      ) : null}
    </div>
  );
}
