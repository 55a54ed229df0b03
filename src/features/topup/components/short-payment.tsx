import { CopyButton } from "../../../components/ui/copy-button";
import { eip681Uri } from "../model/eip681";
import { unitsText, type Shortfall } from "../model/shortfall";
import { PaymentQr } from "./payment-qr";

interface ShortPaymentProps {
  shortfall: Shortfall;
  decimals: number;
  symbol: string;
  /** With the chain, token and address the missing amount is also offered as a QR code and link. */
  request?: { chainId: number; token: string | null; destination: string };
}

/**
 * A short payment in words: what reached the invoice's address, what is missing, and that sending
 * the rest to the same address completes it (the service sums every transfer to the address).
 */
export function ShortPayment({ shortfall, decimals, symbol, request }: ShortPaymentProps) {
  const missing = unitsText(shortfall.missing, decimals, symbol);
  const uri = request ? eip681Uri({ ...request, amount: shortfall.missing }) : null;
  return (
    <div role="status" className="grid gap-2 text-sm" data-testid="short-payment">
      <p className="font-semibold">Part of the payment arrived</p>
      <p>
        Received <span data-testid="short-received">{unitsText(shortfall.received, decimals, symbol)}</span>{" "}
        of {unitsText(shortfall.required, decimals, symbol)};{" "}
        <span data-testid="short-missing">{missing}</span> is missing. Nothing was credited yet: send the
        missing amount to the same address and the invoice is credited once, with the full credits (either
        transaction hash completes it).
      </p>
      {uri ? (
        <figure className="flex flex-col items-start gap-2">
          <PaymentQr uri={uri} />
          <figcaption className="w-full text-xs text-muted">
            Request for the missing {missing}:{" "}
            <span className="block font-mono break-all text-fg">{uri}</span>
            <CopyButton value={uri} label="payment link for the missing amount" />
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
