import { useState } from "react";
import type { Address } from "viem";
import { useConfig, useConnection, usePublicClient } from "wagmi";
import { disconnect, getConnection, switchChain } from "wagmi/actions";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatUnits } from "../../../lib/format";
import type { ChainInfo } from "../../../lib/wagmi/chain";
import { fundsRequestOf } from "../api/topup-queries";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { checkFunds } from "../model/funds-check";
import { paymentTransaction } from "../model/payment-tx";
import { sendPayment, WrongChainError } from "../model/send-payment";
import type { TopUpCurrency } from "../model/top-up-setup";
import { useFocusAfterConnect } from "../hooks/use-focus-after-connect";
import { useFocusWhenOn } from "../hooks/use-focus-when-on";
import { useFundsVerdict } from "../hooks/use-funds-verdict";
import { useWalletBalance } from "../hooks/use-wallet-balance";
import { useWhitelist } from "../hooks/use-whitelist";
import { isUserRejection, walletMessage } from "../model/wallet-errors";
import { PayStatus, type Step } from "./pay-status";
import { WalletPicker } from "./wallet-picker";
import { WhitelistNote } from "./whitelist-note";

/** A balance is read, not reckoned with: six decimals at most, cut (never rounded up). */
const BALANCE_DECIMALS = 6;
function shortened(amount: bigint, decimals: number): bigint {
  const step = 10n ** BigInt(Math.max(0, decimals - BALANCE_DECIMALS));
  return (amount / step) * step;
}

export interface PayWithWalletProps {
  invoice: TopUpInvoice;
  currency: TopUpCurrency;
  chain: ChainInfo;
  billingBaseUrl: string;
  offerTestWallet: boolean;
  /** `invoice.amount` is what is missing of a short payment, not the whole quote. */
  missingOnly?: boolean;
}

/**
 * The pay panel: connect a wallet, check its funds and network, send the exact payment. Needs the
 * wagmi provider that pay-with-wallet-entry.tsx puts around it.
 */
export function PayWithWallet({
  invoice,
  currency,
  chain,
  billingBaseUrl,
  offerTestWallet,
  missingOnly = false,
}: PayWithWalletProps) {
  const config = useConfig();
  const { address, chainId, isConnected, connector } = useConnection();
  const client = usePublicClient({ chainId: currency.chainId });
  const balance = useWalletBalance(address, currency.chainId, currency.token);
  const [state, setState] = useState<Step>({ step: "idle" });
  const onRightChain = chainId === currency.chainId;
  const amount = `${formatUnits(invoice.amount, invoice.decimals)} ${currency.symbol}`;
  const tx = paymentTransaction(currency.token, invoice.destinationAddress as Address, invoice.amount);
  const token = currency.token ? { address: currency.token, amount: invoice.amount } : null;
  // Known before the click: Pay is offered only when the payment can be sent and will be credited.
  const funds = useFundsVerdict(fundsRequestOf(onRightChain ? chain : null, address, tx, token));
  const { covers, state: whitelist } = useWhitelist();
  const unlisted = address !== undefined && covers(address) === false;
  const short = funds.data && !funds.data.ok ? funds.data : null;
  const busy = state.step === "switching" || state.step === "checking" || state.step === "signing";
  const payOff = busy || unlisted || short !== null;
  // After the inline whitelist add, Pay takes the focus once it is actually on (the list in the
  // cache, the funds known), however long that takes.
  const { ref: payButtonRef, request: focusPayWhenOn } = useFocusWhenOn<HTMLButtonElement>(payOff);
  useFocusAfterConnect({
    connected: isConnected && address !== undefined && onRightChain,
    settled:
      !busy &&
      whitelist.status !== "loading" &&
      (short !== null || funds.data !== undefined || funds.isError),
    blocked: unlisted || short !== null,
    pay: payButtonRef,
  });

  const switchNetwork = async () => {
    setState({ step: "switching" });
    try {
      await switchChain(config, { chainId: currency.chainId });
      // Some wallets resolve before they have actually moved: believe the re-read, not the promise.
      const now = getConnection(config).chainId;
      setState(
        now === currency.chainId
          ? { step: "idle" }
          : { step: "error", message: `The wallet is still on chain ${now ?? "unknown"}.` },
      );
    } catch (error) {
      setState(
        isUserRejection(error) ? { step: "cancelled" } : { step: "error", message: walletMessage(error) },
      );
    }
  };

  const pay = async () => {
    if (address === undefined || client === undefined) return;
    setState({ step: "checking" });
    try {
      const verdict = await checkFunds(client, address, tx, token);
      if (!verdict.ok) {
        setState({ step: "short", verdict });
        return;
      }
      setState({ step: "signing" });
      await sendPayment(config, {
        invoice,
        chainId: currency.chainId,
        tx,
        token: currency.token,
        billingBaseUrl,
      });
      // From here the pending-payments list owns the payment: it waits, completes and reports.
      setState({ step: "idle" });
      void balance.refetch();
    } catch (error) {
      if (isUserRejection(error)) setState({ step: "cancelled" });
      else if (error instanceof WrongChainError) setState({ step: "error", message: error.message });
      else setState({ step: "error", message: walletMessage(error) });
    }
  };

  if (!isConnected || address === undefined) return <WalletPicker offerTestWallet={offerTestWallet} />;

  return (
    <div className="grid gap-3">
      <dl className="grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted">Wallet</dt>
        <dd>{connector?.name ?? "Connected wallet"}</dd>
        <dt className="text-muted">Account</dt>
        <dd className="font-mono break-all">{address}</dd>
        <dt className="text-muted">Balance</dt>
        <dd aria-label="Wallet balance">
          {balance.data === undefined
            ? balance.isError
              ? "unavailable"
              : "…"
            : `${formatUnits(shortened(balance.data, currency.decimals), currency.decimals)} ${currency.symbol}`}
        </dd>
      </dl>
      <WhitelistNote address={address} onAdded={focusPayWhenOn} />
      {!onRightChain ? (
        <Alert tone="warning">
          The wallet is on chain {chainId ?? "unknown"}; this invoice is paid on {chain.name} (chain id{" "}
          {currency.chainId}).
          <div className="mt-2">
            <Button onClick={() => void switchNetwork()} disabled={busy}>
              {state.step === "switching" ? <Spinner /> : null}
              Switch to {chain.name}
            </Button>
          </div>
        </Alert>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={payButtonRef}
            onClick={() => void pay()}
            disabled={payOff}
            aria-describedby={unlisted || short ? "pay-blocked" : undefined}
          >
            {busy ? <Spinner /> : null}
            {state.step === "cancelled" || state.step === "error"
              ? "Try again"
              : missingOnly
                ? `Send the missing ${amount}`
                : `Pay ${amount}`}
          </Button>
          <Button variant="ghost" onClick={() => void disconnect(config)} disabled={busy}>
            Disconnect
          </Button>
        </div>
      )}
      {onRightChain && short && state.step !== "short" ? (
        <div id="pay-blocked" tabIndex={-1} className="focus:outline-none">
          <PayStatus state={{ step: "short", verdict: short }} currency={currency} before />
        </div>
      ) : onRightChain && unlisted ? (
        <p id="pay-blocked" tabIndex={-1} className="text-sm focus:outline-none">
          Pay is off until this wallet is on the whitelist (above).
        </p>
      ) : null}
      <PayStatus state={state} currency={currency} />
    </div>
  );
}
