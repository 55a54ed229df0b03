import type { Connection } from "../../../lib/connection/connection";
import { useCheckoutWorker } from "../hooks/use-checkout-worker";
import { useSettlement } from "../hooks/use-settlement";
import type { WatchTarget } from "../model/deposit-scan";
import type { PendingPayment } from "../model/pending-store";
import type { ReceiptWaiter } from "../model/receipt-wait";
import type { TopUpSetup } from "../model/top-up-setup";

export interface CheckoutRunnerProps {
  connection: Connection;
  setup: TopUpSetup;
  payments: readonly PendingPayment[];
  targets: readonly WatchTarget[];
}

// A completion is a run of `topUpMutations.complete`, which declares the balance it moves: the query
// client refreshes that balance (src/app/query-client.ts), so nothing here has to.
function SettlementRun(props: {
  payment: PendingPayment;
  connection: Connection;
  waitForReceipt: ReceiptWaiter | undefined;
}) {
  useSettlement(props.payment, { connection: props.connection, waitForReceipt: props.waitForReceipt });
  return null;
}

/**
 * The lazy half of the checkout runner: settles every pending payment of the connection and has the
 * watch worker watch the open invoices' addresses (hooks/use-checkout-worker.ts), whichever page is open.
 */
export default function CheckoutRunnerEntry({ connection, setup, payments, targets }: CheckoutRunnerProps) {
  const waitForReceipt = useCheckoutWorker(connection, setup, targets);
  return (
    <>
      {payments.map((payment) => (
        <SettlementRun
          key={payment.invoice.id}
          payment={payment}
          connection={connection}
          // Only a payment on this chain can be waited for here; any other is checked by the service.
          waitForReceipt={payment.chainId === setup.chain.id ? waitForReceipt : undefined}
        />
      ))}
    </>
  );
}
