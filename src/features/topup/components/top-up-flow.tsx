import { Suspense, useCallback, useState } from "react";
import type { Hash } from "viem";
import { Alert } from "../../../components/ui/alert";
import type { Connection } from "../../../lib/connection/connection";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { usePendingPayments, type PendingPayment } from "../hooks/pending-store";
import type { TopUpSetup } from "../hooks/top-up-setup";
import { Spinner } from "../../../components/ui/spinner";
import { LazyWalletPay } from "./lazy-wallet";
import { PayAnotherWay } from "./pay-another-way";
import { PendingPayments } from "./pending-payments";
import { QuoteCard } from "./quote-card";
import { QuoteForm } from "./quote-form";
import { TopUpSuccess, type BalanceSource, type SettledPayment } from "./top-up-success";

interface TopUpFlowProps {
  connection: Connection;
  setup: TopUpSetup;
  balanceSource: BalanceSource;
  onCredited: () => void;
}

export function TopUpFlow({ connection, setup, balanceSource, onCredited }: TopUpFlowProps) {
  const [invoice, setInvoice] = useState<TopUpInvoice | null>(null);
  const [settled, setSettled] = useState<SettledPayment[]>([]);
  const pending = usePendingPayments(connection.billingBaseUrl);
  const currency = invoice ? setup.currencies.find((c) => c.id === invoice.currencyId) : undefined;
  const inFlight = invoice ? pending.some((p) => p.invoice.id === invoice.id) : false;
  const paid = invoice ? settled.some((s) => s.invoiceId === invoice.id) : false;

  const onSettled = useCallback(
    (payment: PendingPayment, hash: Hash) => {
      setSettled((list) => [
        { invoiceId: payment.invoice.id, credits: BigInt(payment.invoice.credits), hash },
        ...list.filter((s) => s.invoiceId !== payment.invoice.id),
      ]);
      onCredited();
    },
    [onCredited],
  );

  return (
    <div className="grid gap-6">
      {settled.map((s) => (
        <TopUpSuccess
          key={s.invoiceId}
          settled={s}
          connection={connection}
          chain={setup.chain}
          balanceSource={balanceSource}
          onDismiss={() => setSettled((list) => list.filter((x) => x.invoiceId !== s.invoiceId))}
        />
      ))}
      <PendingPayments connection={connection} setup={setup} onSettled={onSettled} />
      <QuoteForm connection={connection} setup={setup} onQuote={setInvoice} />
      {invoice && currency ? (
        <QuoteCard invoice={invoice} currency={currency} chain={setup.chain}>
          {paid ? (
            <Alert className="mt-6" role="status">
              This invoice is paid. Get a new quote to buy more credits.
            </Alert>
          ) : inFlight ? (
            <Alert className="mt-6" role="status">
              A payment for this invoice is already recorded; it is followed under “Pending payments”, so it
              cannot be paid a second time from here.
            </Alert>
          ) : (
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
                  <LazyWalletPay
                    setup={setup}
                    invoice={invoice}
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
          )}
        </QuoteCard>
      ) : null}
    </div>
  );
}
