import { useMemo } from "react";
import { usePublicClient } from "wagmi";
import { receiptWaiter } from "../model/receipt-waiter";
import type { TopUpSetup } from "../model/top-up-setup";
import { PendingPaymentItem, type PendingPaymentItemProps } from "./pending-payment-item";
import { WalletProvider } from "./wallet-provider";

type Props = Omit<PendingPaymentItemProps, "waitForReceipt"> & { setup: TopUpSetup };

function WithReceiptWaiter(props: Omit<PendingPaymentItemProps, "waitForReceipt">) {
  const { payment, confirmations } = props;
  const client = usePublicClient({ chainId: payment.chainId });
  const waitForReceipt = useMemo(
    // A client of another chain would never see the transaction: the service checks it instead.
    () => (client && client.chain.id === payment.chainId ? receiptWaiter(client, confirmations) : undefined),
    [client, payment.chainId, confirmations],
  );
  return <PendingPaymentItem {...props} waitForReceipt={waitForReceipt} />;
}

/** Entry of the lazy wallet chunk for a payment this page sent: it is watched on chain. */
export default function WatchedPendingItemEntry({ setup, ...props }: Props) {
  return (
    <WalletProvider setup={setup} reconnectOnMount={false}>
      <WithReceiptWaiter {...props} />
    </WalletProvider>
  );
}
