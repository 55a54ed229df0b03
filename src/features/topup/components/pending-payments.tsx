import { Suspense } from "react";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import type { Connection } from "../../../lib/connection/connection";
import { usePendingPayments } from "../model/pending-store";
import type { TopUpSetup } from "../model/top-up-setup";
import { LazyWatchedPendingItem } from "./lazy-wallet-entries";
import { PendingPaymentItem } from "./pending-payment-item";

interface PendingPaymentsProps {
  connection: Connection;
  setup: TopUpSetup;
}

/** Payments that left the wallet but are not credited yet; they resume by themselves on load. */
export function PendingPayments({ connection, setup }: PendingPaymentsProps) {
  const payments = usePendingPayments(connection.billingBaseUrl);
  if (payments.length === 0) return null;
  return (
    <Card aria-labelledby="pending-title">
      <CardTitle id="pending-title">Pending payments</CardTitle>
      <CardDescription>
        Each is checked on chain and credited once; you can leave this page and come back.
      </CardDescription>
      <ul className="mt-4 grid gap-3">
        {payments.map((payment) => {
          const item = {
            payment,
            connection,
            confirmations: setup.confirmations,
            chainName: setup.chain.name,
            symbol:
              setup.currencies.find((c) => c.id === payment.invoice.currencyId)?.symbol ??
              payment.invoice.currencyId.toUpperCase(),
          };
          // A pasted hash is checked by the service alone; only a payment sent from here is watched on chain.
          if (payment.from === null)
            return <PendingPaymentItem key={`${payment.invoice.id}:${payment.hash}`} {...item} />;
          return (
            <Suspense key={payment.invoice.id} fallback={<LoadingItem invoiceId={payment.invoice.id} />}>
              <LazyWatchedPendingItem setup={setup} {...item} />
            </Suspense>
          );
        })}
      </ul>
    </Card>
  );
}

function LoadingItem({ invoiceId }: { invoiceId: string }) {
  return (
    <li
      className="flex items-center gap-2 rounded-md border border-border p-3 text-sm"
      aria-label={`Payment for invoice ${invoiceId}`}
    >
      <Spinner /> Loading the wallet code…
    </li>
  );
}
