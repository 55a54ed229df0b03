import { Suspense } from "react";
import { Alert } from "../../../components/ui/alert";
import { Card, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import type { Connection } from "../../../lib/connection/connection";
import { formatCredits, formatDateTime } from "../../../lib/format";
import type { TopUpInvoice } from "../api/top-up-invoice";
import type { BookEntry } from "../model/invoice-book";
import { amountText } from "../model/outcome-text";
import type { PendingPayment } from "../model/pending-store";
import { shortfallOf } from "../model/shortfall";
import type { TopUpSetup } from "../model/top-up-setup";
import { LazyPayWithWallet } from "./lazy-wallet-entries";
import { PaidHashes } from "./paid-details";
import { PayAnotherWay } from "./pay-another-way";
import { QuoteCard } from "./quote-card";
import { ShortPayment } from "./short-payment";
import { WatchLine } from "./watch-line";

interface CurrentInvoiceProps {
  entry: BookEntry;
  invoice: TopUpInvoice;
  connection: Connection;
  setup: TopUpSetup;
  pending: PendingPayment | undefined;
  outdated: boolean;
  /** The connection's invoices share this one's address: its transfers cannot be detected. */
  shared: boolean;
}

/** The invoice being looked at: a quote to pay, or, once paid, a receipt with no way to pay again. */
export function CurrentInvoice({
  entry,
  invoice,
  connection,
  setup,
  pending,
  outdated,
  shared,
}: CurrentInvoiceProps) {
  const currency = setup.currencies.find((c) => c.id === invoice.currencyId);
  if (entry.paid) {
    return (
      <Card aria-labelledby="quote-title">
        <CardTitle id="quote-title" tabIndex={-1} className="wrap-anywhere focus:outline-none">
          Invoice {entry.id} is paid
        </CardTitle>
        <p className="mt-2 text-sm">
          {formatCredits(invoice.credits)} added for{" "}
          {amountText(invoice.amount.toString(), invoice.decimals, currency?.symbol ?? invoice.currencyId)} on{" "}
          {formatDateTime(entry.paid.at)}.
        </p>
        <PaidHashes entry={entry} className="mt-1" />
        <p className="mt-2 text-sm text-muted">Get a new quote to buy more credits.</p>
      </Card>
    );
  }
  if (!currency) {
    return (
      <Alert tone="warning" role="status">
        Invoice {entry.id} is in {entry.currencyId}, which this connection no longer offers; complete it with
        a pasted hash from the list above.
      </Alert>
    );
  }
  // Part arrived: the pay paths send what is missing, not the quote again.
  const short = shortfallOf(entry);
  const toPay = short ? { ...invoice, amount: short.missing } : invoice;
  return (
    <QuoteCard
      invoice={invoice}
      currency={currency}
      chain={setup.chain}
      outdated={outdated}
      rest={
        short ? (
          <ShortPayment
            shortfall={short}
            decimals={invoice.decimals}
            symbol={currency.symbol}
            request={
              pending
                ? undefined
                : {
                    chainId: currency.chainId,
                    token: currency.token,
                    destination: invoice.destinationAddress,
                  }
            }
          />
        ) : undefined
      }
    >
      {pending ? null : (
        <div className="mt-4">
          <WatchLine
            invoiceId={entry.id}
            destination={invoice.destinationAddress}
            symbol={currency.symbol}
            chainName={setup.chain.name}
            shared={shared}
            stale={false}
          />
        </div>
      )}
      {pending?.detected ? (
        <Alert className="mt-6" role="status">
          A transfer to this invoice’s address was detected on chain and is being credited under “Pending
          payments”; there is nothing more to pay.
        </Alert>
      ) : pending && pending.from !== null ? (
        <Alert className="mt-6" role="status">
          A payment for this invoice is already recorded: it was sent from this page and is followed under
          “Pending payments”, so it cannot be paid a second time from here.
        </Alert>
      ) : (
        <>
          {pending ? (
            <Alert className="mt-6" role="status">
              A pasted hash for this invoice is being checked under “Pending payments”. Pay again only if that
              hash turns out to be wrong.
            </Alert>
          ) : null}
          <div className="mt-6 grid gap-6 border-t border-border pt-4 md:grid-cols-2">
            <section aria-labelledby="wallet-title" className="grid content-start gap-3">
              <h3 id="wallet-title" className="font-semibold">
                Pay with wallet
              </h3>
              <Suspense
                fallback={
                  <p role="status" className="flex items-center gap-2 text-sm text-muted">
                    <Spinner /> Looking for wallets…
                  </p>
                }
              >
                <LazyPayWithWallet
                  setup={setup}
                  invoice={toPay}
                  missingOnly={short !== null}
                  currency={currency}
                  chain={setup.chain}
                  billingBaseUrl={connection.billingBaseUrl}
                  offerTestWallet={setup.testWallet !== null && connection.profileId === "local"}
                />
              </Suspense>
            </section>
            <section aria-labelledby="other-title" className="grid content-start gap-3">
              <h3 id="other-title" className="font-semibold">
                Pay another way
              </h3>
              <PayAnotherWay
                invoice={invoice}
                currency={currency}
                billingBaseUrl={connection.billingBaseUrl}
              />
            </section>
          </div>
        </>
      )}
    </QuoteCard>
  );
}
