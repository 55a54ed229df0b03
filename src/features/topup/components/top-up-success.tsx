import { useState } from "react";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import type { Balance } from "../../../lib/balance/get-balance";
import { Button } from "../../../components/ui/button";
import { useBalance } from "../../../lib/balance/use-balance";
import { formatCredits, formatUnits } from "../../../lib/format";
import { explorerTxUrl, type ChainInfo } from "../../../lib/wagmi/chain";
import { CopyButton } from "../../../components/ui/copy-button";
import type { SettledPayment } from "../model/paid-watch";
import type { TopUpCurrency } from "../model/top-up-setup";

interface TopUpSuccessProps {
  settled: SettledPayment;
  chain: ChainInfo;
  /** To name the currency of an overpayment. */
  currencies: readonly TopUpCurrency[];
  onDismiss: () => void;
}

/**
 * The service credits the quote and keeps the excess on the invoice address (docs/interfaces.md,
 * "Under- and overpayment"): it is swept to the treasury and returned by the operator on request.
 */
function OverpaidNote({
  overpaid,
  currencies,
}: {
  overpaid: NonNullable<SettledPayment["overpaid"]>;
  currencies: readonly TopUpCurrency[];
}) {
  const symbol = currencies.find((c) => c.id === overpaid.currencyId)?.symbol ?? overpaid.currencyId;
  return (
    <p className="mt-1" data-testid="overpaid">
      You sent {formatUnits(overpaid.amount, overpaid.decimals)} {symbol} more than the quote (
      {overpaid.amount.toString()} smallest units); only the quote was credited. The service does not return
      the excess by itself: ask the operator, who sends it back from the treasury to the address that made the
      transfer.
    </p>
  );
}

export function TopUpSuccess({ settled, chain, currencies, onDismiss }: TopUpSuccessProps) {
  // The shared balance entry, which the completion refreshed (its mutation declares `meta.accountOf`).
  const balance = useBalance();
  // The figure of the moment it was credited: the first reading after it, kept while later
  // top-ups move the live balance (an older message never changes under the reader).
  const [fixed, setFixed] = useState<Balance | null>(null);
  if (fixed === null && balance.data && balance.query.dataUpdatedAt >= settled.at) setFixed(balance.data);
  const explorer = explorerTxUrl(chain, settled.hash);
  return (
    <Alert role="status" aria-label="Top-up completed" className="border-success">
      <AlertTitle>
        {settled.credits === null
          ? "Invoice completed: its credits are in the balance"
          : `Credits added: ${formatCredits(settled.credits)}`}
      </AlertTitle>
      <p className="mt-1">
        New balance:{" "}
        <span data-testid="new-balance" className="font-semibold">
          {fixed ? formatCredits(fixed.total) : "loading…"}
        </span>
        {fixed ? <span className="text-muted"> (top-up credits: {formatCredits(fixed.topUp)})</span> : null}
      </p>
      {settled.overpaid ? <OverpaidNote overpaid={settled.overpaid} currencies={currencies} /> : null}
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
        <span className="text-muted">Transaction</span>
        <span className="font-mono break-all" data-testid="credited-hash">
          {settled.hash}
        </span>
        <CopyButton value={settled.hash} label="transaction hash" />
        {explorer ? (
          <a className="text-accent underline" href={explorer} target="_blank" rel="noreferrer">
            View on the explorer
          </a>
        ) : null}
      </p>
      <p className="mt-1 text-xs text-muted">
        Invoice <span className="font-mono">{settled.invoiceId}</span>
      </p>
      <Button size="sm" variant="ghost" className="mt-2" onClick={onDismiss}>
        Dismiss
      </Button>
    </Alert>
  );
}
