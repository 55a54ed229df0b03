import { waitForTransactionReceipt } from "viem/actions";
import type { Address, Hash, Hex, PublicClient } from "viem";
import type { PendingPayment } from "./pending-store";

/** viem's default is 180 s and wagmi's is forever; after this the page offers "Check now" instead. */
export const RECEIPT_TIMEOUT_MS = 120_000;

export type ReceiptWaiter = (payment: PendingPayment, signal: AbortSignal) => Promise<Hash>;

/** Waits on chain for a payment this page sent; lives apart so a pasted hash never loads viem. */
export function receiptWaiter(client: PublicClient, confirmations: number): ReceiptWaiter {
  return async (payment, signal) => {
    const receipt = await waitForTransactionReceipt(client, {
      hash: payment.hash as Hash,
      confirmations,
      timeout: RECEIPT_TIMEOUT_MS,
      pollingInterval: 1_000,
      signal,
      // Finds a speed-up mined in the same nonce slot even if the original is already gone.
      ...(payment.from !== null && payment.nonce !== null
        ? {
            replacement: {
              from: payment.from as Address,
              nonce: payment.nonce,
              to: payment.to as Address | null,
              value: BigInt(payment.value),
              input: payment.input as Hex,
            },
          }
        : {}),
    });
    return receipt.transactionHash;
  };
}
