import { useCallback, useEffect, useRef, useState } from "react";
import { waitForTransactionReceipt } from "viem/actions";
import type { Address, Hash, Hex, PublicClient } from "viem";
import type { Connection } from "../../../lib/connection/connection";
import { completeTopUp } from "../api/complete-top-up";
import { pendingStore, type PendingPayment } from "./pending-store";
import { settlePayment, type SettlePhase } from "./settle-payment";

/** viem's default is 180 s and wagmi's is forever; after this the page offers "Check now" instead. */
export const RECEIPT_TIMEOUT_MS = 120_000;

interface Options {
  connection: Connection;
  /** Client of the payment's chain; without one the page goes straight to the service. */
  client: PublicClient | undefined;
  confirmations: number;
  onSettled: (payment: PendingPayment, hash: Hash) => void;
}

function receiptWaiter(client: PublicClient, confirmations: number) {
  return async (payment: PendingPayment, signal: AbortSignal): Promise<Hash> => {
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

/** Drives one pending payment to completion; restarts on "Check now" once it has stopped. */
export function useSettlement(payment: PendingPayment, options: Options) {
  const [phase, setPhase] = useState<SettlePhase>({ phase: "waiting-chain" });
  const [run, setRun] = useState(0);
  const wake = useRef<(() => void) | null>(null);
  const latest = useRef({ payment, options });
  useEffect(() => {
    latest.current = { payment, options };
  });
  const invoiceId = payment.invoice.id;

  useEffect(() => {
    const controller = new AbortController();
    const { payment: current, options: opts } = latest.current;
    const fromWallet =
      current.from !== null && opts.client !== undefined && opts.client.chain?.id === current.chainId;
    void settlePayment(
      current,
      {
        waitForReceipt:
          fromWallet && opts.client ? receiptWaiter(opts.client, opts.confirmations) : undefined,
        complete: (id, hash, signal) =>
          completeTopUp(latest.current.options.connection, { invoiceId: id, transactionHash: hash }, signal),
        onPhase: (next) => {
          if (controller.signal.aborted) return;
          setPhase(next);
          if (next.phase === "done") {
            pendingStore.remove(invoiceId);
            latest.current.options.onSettled(latest.current.payment, next.hash);
          }
        },
        onReplaced: (hash) => pendingStore.save({ ...latest.current.payment, hash }),
        sleep: (ms, signal) =>
          new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              wake.current = null;
              resolve();
            };
            const timer = setTimeout(done, ms);
            wake.current = done;
            signal.addEventListener("abort", done, { once: true });
          }),
      },
      controller.signal,
    );
    return () => controller.abort();
  }, [invoiceId, run]);

  const checkNow = useCallback(() => {
    if (wake.current) wake.current();
    else setRun((n) => n + 1);
  }, []);

  return { phase, checkNow };
}
