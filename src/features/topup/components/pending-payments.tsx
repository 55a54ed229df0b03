import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import type { Connection } from "../../../lib/connection/connection";
import { usePendingPayments } from "../hooks/use-pending-payments";
import type { TopUpSetup } from "../model/top-up-setup";
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
          return <PendingPaymentItem key={`${payment.invoice.id}:${payment.hash}`} {...item} />;
        })}
      </ul>
    </Card>
  );
}
