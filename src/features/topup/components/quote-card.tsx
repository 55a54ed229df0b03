import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import { formatCredits, formatDateTime, formatUnits } from "../../../lib/format";
import type { ChainInfo } from "../../../lib/wagmi/chain";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { eip681Uri } from "../model/eip681";
import type { TopUpCurrency } from "../model/top-up-setup";
import { CopyButton } from "../../../components/ui/copy-button";
import { PaymentQr } from "./payment-qr";

interface QuoteCardProps {
  invoice: TopUpInvoice;
  currency: TopUpCurrency;
  chain: ChainInfo;
  children?: ReactNode;
  /** The form now asks for another currency or number of credits than this quote is for. */
  outdated?: boolean;
  /**
   * Part of the payment arrived: what to send for the rest, shown first; the full quote is folded
   * below as "original quote", with no code or link to pay it.
   */
  rest?: ReactNode;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="min-w-0 text-sm break-all text-fg">{children}</dd>
    </div>
  );
}

export function requestedAtText(value: number | string): string {
  const seconds = typeof value === "number" ? value : Number(value);
  return Number.isFinite(seconds) ? formatDateTime(seconds * 1000) : String(value);
}

/** The quote's terms: what to send, on which network, to which address. */
function QuoteTerms({ invoice, currency, chain }: Pick<QuoteCardProps, "invoice" | "currency" | "chain">) {
  const unit = currency.token === null ? "wei" : "smallest units";
  return (
    <dl className="grid min-w-0 flex-1 gap-3" aria-label="Quote">
      <Row term="Credits">{formatCredits(invoice.credits)}</Row>
      <Row term="Amount">
        <span className="mr-2 font-semibold">
          {formatUnits(invoice.amount, invoice.decimals)} {currency.symbol}
        </span>
        <CopyButton
          value={formatUnits(invoice.amount, invoice.decimals).replace(/,/g, "")}
          label={`amount in ${currency.symbol}`}
        />
      </Row>
      <Row term="Exact amount">
        <span className="font-mono">{invoice.amount.toString()}</span> <span className="mr-2">{unit}</span>
        <CopyButton value={invoice.amount.toString()} label={`exact amount in ${unit}`} />
      </Row>
      <Row term="Currency">
        {currency.symbol}
        {currency.token ? (
          <>
            <span className="mx-2 font-mono text-xs text-muted">token {currency.token}</span>
            <CopyButton value={currency.token} label="token address" />
          </>
        ) : null}
      </Row>
      <Row term="Network">
        {chain.name} (chain id {currency.chainId})
      </Row>
      <Row term="Destination">
        <span className="mr-2 font-mono">{invoice.destinationAddress}</span>
        <CopyButton value={invoice.destinationAddress} label="destination address" />
      </Row>
      <Row term="Invoice">
        <span className="mr-2 font-mono">{invoice.id}</span>
        <CopyButton value={invoice.id} label="invoice id" />
      </Row>
      <Row term="Created">{requestedAtText(invoice.requestedAt)}</Row>
    </dl>
  );
}

export function QuoteCard({ invoice, currency, chain, children, outdated = false, rest }: QuoteCardProps) {
  const uri = eip681Uri({
    chainId: currency.chainId,
    token: currency.token,
    destination: invoice.destinationAddress,
    amount: invoice.amount,
  });
  return (
    <Card aria-labelledby="quote-title">
      <CardTitle id="quote-title" tabIndex={-1} className="focus:outline-none">
        {rest ? "2. Pay the rest" : "2. Pay the quote"}
      </CardTitle>
      <CardDescription>
        {rest
          ? "Part of the payment arrived: send only the missing amount, on this network, to the same address."
          : "Send exactly this amount, on this network, to this address."}
      </CardDescription>
      {outdated ? (
        <Alert tone="warning" role="status" className="mt-3">
          Out of date: the form above now asks for a different amount or currency. This quote is still for{" "}
          {formatCredits(invoice.credits)} in {currency.symbol}; get a new quote, or pay this one as it is.
        </Alert>
      ) : null}
      {rest ? (
        <>
          <div className="mt-4">{rest}</div>
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-medium">
              Original quote (partly paid already: do not send it again)
            </summary>
            <div className="mt-3">
              <QuoteTerms invoice={invoice} currency={currency} chain={chain} />
            </div>
          </details>
        </>
      ) : (
        <div className="mt-4 flex flex-col gap-6 md:flex-row">
          <QuoteTerms invoice={invoice} currency={currency} chain={chain} />
          <figure className="flex flex-col items-center gap-2 md:w-52">
            <PaymentQr uri={uri} />
            <figcaption className="w-full text-xs text-muted">
              <span className="block font-mono break-all text-fg">{uri}</span>
              <CopyButton value={uri} label="payment link" />
            </figcaption>
          </figure>
        </div>
      )}
      {children}
    </Card>
  );
}
