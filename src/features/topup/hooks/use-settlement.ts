import { useCallback, useEffect, useRef, useState } from "react";
import type { Hash } from "viem";
import type { Connection } from "../../../lib/connection/connection";
import { completeTopUp } from "../api/complete-top-up";
import { pendingStore, type PendingPayment } from "./pending-store";
import type { ReceiptWaiter } from "./receipt-waiter";
import { settlePayment, type SettlePhase } from "./settle-payment";

interface Options {
  connection: Connection;
  /** Waits on the payment's chain; without one the page goes straight to the service. */
  waitForReceipt: ReceiptWaiter | undefined;
  onSettled: (payment: PendingPayment, hash: Hash) => void;
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
    void settlePayment(
      current,
      {
        waitForReceipt: current.from !== null ? opts.waitForReceipt : undefined,
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
