import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { CopyButton } from "../../../components/ui/copy-button";
import { formatCredits, formatDateTime } from "../../../lib/format";
import type { KnownCurrency } from "../model/billing-errors";
import type { BookEntry, InvoiceState } from "../model/invoice-book";
import { amountText, explainOutcome } from "../model/outcome-text";
import { useWatchState } from "../hooks/use-watch-state";
import { shortfallOf, unitsText } from "../model/shortfall";
import { HashForm } from "./hash-form";
import { PaidDetails } from "./paid-details";
import { ShortPayment } from "./short-payment";
import { WatchLine } from "./watch-line";
import { AddSenderAndRecheck, invoiceRowId, ShowCreditedInvoice } from "./problem-actions";

const BADGES: Record<InvoiceState, { text: string; tone: "neutral" | "warning" | "success" | "danger" }> = {
  open: { text: "Open (not paid yet)", tone: "neutral" },
  checking: { text: "Payment being checked", tone: "warning" },
  partly: { text: "Partly paid", tone: "warning" },
  paid: { text: "Paid", tone: "success" },
  problem: { text: "Problem", tone: "danger" },
};

interface InvoiceRowProps {
  entry: BookEntry;
  state: InvoiceState;
  symbol: string;
  chainName: string;
  onOpen: (id: string) => void;
  onHash: (entry: BookEntry, hash: string) => void;
  shared: boolean;
  stale: boolean;
  /** Hides it in the book (the card offers Undo). */
  onRemove: (entry: BookEntry) => void;
  /** The connection's currencies, to name a token sent to the wrong invoice by its symbol. */
  currencies?: readonly KnownCurrency[];
}

export function InvoiceRow(props: InvoiceRowProps) {
  const { entry, state, symbol, chainName, onOpen, onHash, shared, stale, onRemove, currencies } = props;
  const [confirming, setConfirming] = useState(false);
  const watch = useWatchState(entry.id);
  const last = entry.outcomes.at(-1);
  // A hash the chain does not know is one state wherever it shows: "Not found … yet" (billing-errors.ts).
  const notFound = state === "problem" && last?.check === "mined" && last.found === "unknown transaction";
  const badge = notFound
    ? ({ text: "Not found yet", tone: "warning" } as const)
    : state === "open" && watch?.state === "detected"
      ? ({
          text: `Transfer detected: confirming ${watch.confirmations}/${watch.required}`,
          tone: "warning",
        } as const)
      : state === "open" && stale
        ? ({ text: "Stale (over a week old)", tone: "neutral" } as const)
        : BADGES[state];
  // A short sum is no dead end: the rest completes it, so it is said as what is missing.
  const short = state === "partly" && entry.decimals !== null ? shortfallOf(entry) : null;
  const problem =
    state === "problem" && last && short === null
      ? explainOutcome(last, { entry, symbol, chainName, currencies })
      : null;
  const canOpen = !entry.byId && entry.amount !== null && state !== "checking";
  const unpaid = state === "open" || state === "problem" || state === "partly";
  // Money received or on its way pins the invoice: only one with nothing received can be removed.
  const removable = (state === "open" || state === "problem") && watch?.state !== "detected";
  return (
    <li
      className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-md border border-border p-3 wrap-anywhere"
      aria-label={`Invoice ${entry.id}`}
      id={invoiceRowId(entry.id)}
      tabIndex={-1}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {entry.byId ? (
          <span className="text-muted">Created elsewhere; amount and destination not known here</span>
        ) : (
          <>
            <span className="font-medium">{formatCredits(BigInt(entry.credits))}</span>
            {entry.amount !== null ? (
              <span className="text-muted">for {amountText(entry.amount, entry.decimals, symbol)}</span>
            ) : null}
          </>
        )}
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </div>
      <p className="text-xs break-all text-muted">
        Invoice <span className="font-mono">{entry.id}</span> · created {formatDateTime(entry.createdAt)}
      </p>
      {short && entry.decimals !== null ? (
        <p className="text-sm font-medium" data-testid="partly-line">
          Partly paid: {unitsText(short.missing, entry.decimals, symbol)} missing ({short.missing.toString()}{" "}
          smallest units)
        </p>
      ) : null}
      {entry.removedAt !== null && (entry.paid || short) ? (
        <p className="text-sm" data-testid="removed-note">
          {entry.paid ? "Paid" : "Part of a payment arrived"} after you removed it from this list on{" "}
          {formatDateTime(entry.removedAt)}, so it is shown again.
        </p>
      ) : null}
      <PaidDetails entry={entry} symbol={symbol} />
      {state === "checking" ? (
        <p className="text-sm">Its payment is being checked under “Pending payments”.</p>
      ) : null}
      {unpaid && entry.destination !== null && !entry.byId ? (
        <WatchLine
          invoiceId={entry.id}
          destination={entry.destination}
          symbol={symbol}
          chainName={chainName}
          shared={shared}
          stale={stale}
        />
      ) : null}
      {short && entry.decimals !== null ? (
        <ShortPayment
          shortfall={short}
          decimals={entry.decimals}
          symbol={symbol}
          request={
            entry.destination === null
              ? undefined
              : { chainId: entry.chainId, token: entry.token, destination: entry.destination }
          }
        />
      ) : null}
      {problem && last ? (
        <div role="alert" className="grid gap-1 text-sm">
          <p className="font-semibold text-danger">{problem.title}</p>
          <p>{problem.detail}</p>
          <p className="flex flex-wrap items-center gap-2 text-xs">
            <span className="text-muted">Transaction</span>
            <span className="font-mono break-all">{last.hash}</span>
            <CopyButton value={last.hash} label="transaction hash" />
          </p>
          <p className="font-medium">Next: {problem.next}</p>
          {last.code === "PAYMENT_NOT_COMPLETED" && last.check === "from" && last.found ? (
            <AddSenderAndRecheck sender={last.found} onRecheck={() => onHash(entry, last.hash)} />
          ) : null}
          {notFound ? (
            <div>
              <Button size="sm" onClick={() => onHash(entry, last.hash)}>
                Check again
              </Button>
            </div>
          ) : null}
          {last.code === "PAYMENT_ALREADY_USED" && last.creditedInvoiceId ? (
            <ShowCreditedInvoice invoiceId={last.creditedInvoiceId} />
          ) : null}
        </div>
      ) : null}
      {unpaid ? (
        <div className="flex flex-wrap items-start gap-2">
          {canOpen ? (
            <Button size="sm" onClick={() => onOpen(entry.id)}>
              Open invoice
            </Button>
          ) : null}
          <HashForm
            label={`Transaction hash for invoice ${entry.id}`}
            submitText="Check this hash"
            onHash={(hash) => onHash(entry, hash)}
            compact
          />
          {!removable ? null : confirming ? (
            <span
              role="group"
              aria-label="Remove this invoice?"
              className="flex flex-wrap items-center gap-2"
            >
              <span className="text-sm">Remove it from this list?</span>
              <Button size="sm" variant="secondary" onClick={() => onRemove(entry)}>
                Yes, remove
              </Button>
              <Button size="sm" variant="ghost" autoFocus onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Remove
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
