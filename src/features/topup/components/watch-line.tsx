import { Spinner } from "../../../components/ui/spinner";
import { type WatchState } from "../model/deposit-watch-store";
import { useWatchState } from "../hooks/use-watch-state";
import { WATCH_INTERVAL_MS } from "../model/watch-timing";
import { Countdown } from "./countdown";

interface WatchLineProps {
  invoiceId: string;
  destination: string;
  symbol: string;
  chainName: string;
  /** The connection's invoices share this address: a transfer cannot be matched to one of them. */
  shared: boolean;
  stale: boolean;
}

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** "an ETH", "a USDC": a symbol is read letter by letter, so its first letter's name decides. */
const withArticle = (symbol: string) => `${/^[aefhilmnorsx]/i.test(symbol) ? "an" : "a"} ${symbol}`;

/** What the dashboard watches for an open invoice, and what it has seen so far. */
export function WatchLine({ invoiceId, destination, symbol, chainName, shared, stale }: WatchLineProps) {
  const state = useWatchState(invoiceId);
  if (shared)
    return (
      <p className="text-sm text-muted" data-testid="watch-line">
        Detection is not possible: this connection’s invoices share one address, so a transfer to it cannot be
        matched to this invoice. Once paid, paste its transaction hash.
      </p>
    );
  if (stale)
    return (
      <p className="text-sm text-muted" data-testid="watch-line">
        Older than a week, so no longer watched. If you paid it, paste the transaction hash.
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="watch-line">
      <WatchText state={state} destination={destination} symbol={symbol} chainName={chainName} />
    </p>
  );
}

function WatchText({
  state,
  destination,
  symbol,
  chainName,
}: {
  state: WatchState | undefined;
  destination: string;
  symbol: string;
  chainName: string;
}) {
  const every = `${WATCH_INTERVAL_MS / 1000} s`;
  switch (state?.state) {
    case "detected":
      return state.confirmations >= state.required ? (
        <>
          <Spinner /> Transfer detected and confirmed; asking the service to credit it…
        </>
      ) : (
        <>
          <Spinner /> Transfer detected ({short(state.hash)}): confirming {state.confirmations}/
          {state.required}…
        </>
      );
    case "untraceable":
      return (
        <span className="text-warning">
          {symbol} reached {short(destination)} through a contract (a smart wallet or a relay), and this
          connection’s RPC cannot trace contract calls, so the transaction cannot be found here: paste its
          hash to have it credited.
        </span>
      );
    case "paused":
      return <>Watching {short(destination)} is paused while this tab is hidden.</>;
    case "blind":
      return (
        <span className="text-warning">
          Cannot see the chain ({state.reason}); nothing is concluded from it. Looking again in{" "}
          <Countdown at={state.retryAt} />.
        </span>
      );
    default:
      return (
        <>
          Watching {short(destination)} on {chainName} for {withArticle(symbol)} transfer (every {every} while
          this tab is shown): a payment from any wallet is credited by itself.
        </>
      );
  }
}
