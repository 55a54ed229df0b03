import { Alert } from "../../../components/ui/alert";
import { formatUnits } from "../../../lib/format";
import type { TopUpCurrency } from "../model/top-up-setup";
import type { FundsVerdict } from "../model/funds-check";

/** Where the wallet step is. */
export type Step =
  | { step: "idle" }
  | { step: "switching" }
  | { step: "checking" }
  | { step: "short"; verdict: Extract<FundsVerdict, { ok: false }> }
  | { step: "signing" }
  | { step: "cancelled" }
  | { step: "error"; message: string };

/** What the wallet step is doing, or why it stopped, without ever blaming the user for a "no". */
export function PayStatus({
  state,
  currency,
  before = false,
}: {
  state: Step;
  currency: TopUpCurrency;
  /** Said before any click: Pay stays off until the account holds enough. */
  before?: boolean;
}) {
  const text = (() => {
    switch (state.step) {
      case "checking":
        return "Checking that the account can cover the amount and the network fee…";
      case "signing":
        return "Confirm the payment in your wallet.";
      case "switching":
        return "Confirm the network switch in your wallet.";
      case "cancelled":
        return "Cancelled. Nothing was sent; you can try again.";
      default:
        return "";
    }
  })();
  if (state.step === "short") {
    const { verdict } = state;
    const symbol = verdict.missing === "token" ? currency.symbol : "ETH";
    const decimals = verdict.missing === "token" ? currency.decimals : 18;
    return (
      <Alert tone="warning" role={before ? "status" : "alert"}>
        Not enough {symbol}
        {verdict.missing === "native" && currency.token === null
          ? " for the amount plus the network fee"
          : verdict.missing === "native"
            ? " for the network fee"
            : ""}
        : needs {formatUnits(verdict.needed, decimals)} {symbol}, the account holds{" "}
        {formatUnits(verdict.available, decimals)} {symbol}. Add funds to this account or use another one;
        {before ? " Pay is off until then." : " nothing was sent."}
      </Alert>
    );
  }
  if (state.step === "error") {
    return (
      <Alert tone="danger" role="alert">
        The wallet could not send the payment: {state.message}
      </Alert>
    );
  }
  return (
    <p role="status" className="text-sm text-muted">
      {text}
    </p>
  );
}
