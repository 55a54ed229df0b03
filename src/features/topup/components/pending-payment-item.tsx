import type { ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import type { Connection } from "../../../lib/connection/connection";
import { formatCredits, formatUnits } from "../../../lib/format";
import { isApiError } from "../../../lib/http";
import { explainBillingError, notFoundText } from "../model/billing-errors";
import { pendingStore, type PendingPayment } from "../model/pending-store";
import type { SettlePhase } from "../model/settle-payment";
import { settlementRuns } from "../model/settlement-runs";
import { useSettlementPhase } from "../hooks/use-settlement-phase";
import { CopyButton } from "../../../components/ui/copy-button";
import { Countdown } from "./countdown";
import { HashForm } from "./hash-form";
import { ErrorHelp } from "./error-help";

const WAITING: SettlePhase = { phase: "waiting-chain" };

export interface PendingPaymentItemProps {
  payment: PendingPayment;
  connection: Connection;
  confirmations: number;
  symbol: string;
  chainName: string;
}

export function PendingPaymentItem({ payment, confirmations, symbol, chainName }: PendingPaymentItemProps) {
  // The app shell's runner settles it (checkout-runner.tsx); this row only shows where it is.
  const phase = useSettlementPhase(payment.invoice.id) ?? WAITING;
  const checkNow = () => settlementRuns.checkNow(payment.invoice.id);
  const { invoice } = payment;
  const stopped = phase.phase === "failed" || phase.phase === "stalled";
  const notFound = phase.phase === "not-found";

  return (
    <li
      className="grid gap-2 rounded-md border border-border p-3"
      aria-label={`Payment for invoice ${invoice.id}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {invoice.amountKnown ? (
          <>
            <span className="font-medium">{formatCredits(BigInt(invoice.credits))}</span>
            <span className="text-muted">
              for {formatUnits(BigInt(invoice.amount), invoice.decimals)} {symbol}
            </span>
          </>
        ) : (
          <span className="text-muted">Invoice completed by id (amount not known here)</span>
        )}
        <Badge tone={phase.phase === "failed" ? "danger" : "warning"}>
          {phase.phase === "failed" ? "Not credited" : notFound ? "Not found yet" : "Being checked"}
        </Badge>
      </div>
      <p className="text-xs text-muted">
        Invoice <span className="font-mono">{invoice.id}</span>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <span className="text-muted">Transaction</span>
        <span className="font-mono break-all" data-testid="pending-hash">
          {payment.hash}
        </span>
        <CopyButton value={payment.hash} label="transaction hash" />
      </p>
      {phase.phase === "not-found" ? (
        <NotFoundLine chainName={chainName} at={phase.at} />
      ) : (
        <PhaseLine phase={phase} confirmations={confirmations} />
      )}
      {phase.phase === "failed" ? <ErrorHelp error={phase.error} /> : null}
      <div className="flex flex-wrap gap-2">
        {notFound && payment.from === null ? (
          <HashForm
            compact
            openText="Edit hash"
            initial={payment.hash}
            label="Corrected transaction hash"
            submitText="Check this hash"
            onHash={(hash) => pendingStore.save({ ...payment, hash, time: Date.now() })}
          />
        ) : null}
        {phase.phase !== "failed" && !notFound ? (
          <Button size="sm" variant="secondary" onClick={checkNow} disabled={phase.phase === "completing"}>
            Check now
          </Button>
        ) : null}
        {stopped || notFound ? (
          <Button size="sm" variant="ghost" onClick={() => pendingStore.remove(invoice.id)}>
            {notFound ? "Remove" : "Dismiss"}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The same words as the invoice row once the short window is over (model/billing-errors.ts). */
function NotFoundLine({ chainName, at }: { chainName: string; at: number }) {
  const text = notFoundText(chainName, true);
  return (
    <div role="status" className="grid gap-1 text-sm">
      <p className="font-semibold">{text.title}</p>
      <p>
        {text.detail} Next check in <Countdown at={at} />.
      </p>
      <p className="font-medium">Next: {text.next}</p>
    </div>
  );
}

function PhaseLine({ phase, confirmations }: { phase: SettlePhase; confirmations: number }) {
  const blocks = confirmations === 1 ? "to be mined" : `for ${confirmations} confirmations`;
  let content: ReactNode = null;
  switch (phase.phase) {
    case "waiting-chain":
      content = (
        <>
          <Spinner /> Waiting {blocks}…
        </>
      );
      break;
    case "completing":
      content = (
        <>
          <Spinner /> Asking the service to credit it{phase.attempt > 1 ? ` (attempt ${phase.attempt})` : ""}…
        </>
      );
      break;
    case "retrying":
      content = (
        <>
          {explainBillingError(phase.error).title}. Next check in <Countdown at={phase.at} />.
        </>
      );
      break;
    case "stalled":
      content = (
        <>
          {isApiError(phase.error)
            ? explainBillingError(phase.error).title
            : "The transaction is not mined yet"}
          . Automatic checks stopped; use “Check now” to try again.
        </>
      );
      break;
    default:
      content = null;
  }
  return (
    <p role="status" className="flex items-center gap-2 text-sm">
      {content}
    </p>
  );
}
