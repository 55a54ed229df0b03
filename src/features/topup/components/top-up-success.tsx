import type { QueryKey, UseQueryResult } from "@tanstack/react-query";
import { Alert, AlertTitle } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import type { Connection } from "../../../lib/connection/connection";
import { formatCredits } from "../../../lib/format";
import { explorerTxUrl, type ChainInfo } from "../../../lib/wagmi/chain";
import { CopyButton } from "../../../components/ui/copy-button";
import type { SettledPayment } from "../model/paid-watch";

export interface BalanceFigures {
  total: bigint;
  topUp: bigint;
}
/** The balance feature's cache entry and query hook, handed in by the route: features do not import each other. */
export interface BalanceSource {
  queryKey: (connection: Connection) => QueryKey;
  /** Shows failures in place (no toast). */
  useFigures: (connection: Connection) => UseQueryResult<BalanceFigures>;
}

interface TopUpSuccessProps {
  settled: SettledPayment;
  connection: Connection;
  chain: ChainInfo;
  balanceSource: BalanceSource;
  onDismiss: () => void;
}

export function TopUpSuccess({ settled, connection, chain, balanceSource, onDismiss }: TopUpSuccessProps) {
  const balance = balanceSource.useFigures(connection);
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
          {balance.data ? formatCredits(balance.data.total) : "loading…"}
        </span>
        {balance.data ? (
          <span className="text-muted"> (top-up credits: {formatCredits(balance.data.topUp)})</span>
        ) : null}
      </p>
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
