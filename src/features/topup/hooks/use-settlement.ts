import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Connection } from "../../../lib/connection/connection";
import { isApiError } from "../../../lib/http";
import type { CompletedInvoice } from "../api/top-up-invoice";
import { topUpMutations } from "../api/topup-queries";
import { invoiceBook } from "../model/invoice-book";
import { outcomeOf } from "../model/outcome-text";
import { pendingStore, type PendingPayment } from "../model/pending-store";
import type { ReceiptWaiter } from "../model/receipt-wait";
import { settlePayment, type SettlePhase } from "../model/settle-payment";
import { settlementRuns } from "../model/settlement-runs";

interface Options {
  connection: Connection;
  /** Waits on the payment's chain; without one the page goes straight to the service. */
  waitForReceipt: ReceiptWaiter | undefined;
}

/**
 * Drives one pending payment to completion; restarts on "Check now" once it has stopped. Each
 * attempt is a run of `topUpMutations.complete`, so the mutation cache records the balance cause and
 * refreshes the balance.
 * The outcome goes to the invoice book, where every tab reads it (hooks/use-paid-watch.ts): another
 * tab may complete the payment first, and then this run is dropped with the pending record.
 */
export function useSettlement(payment: PendingPayment, options: Options) {
  const [phase, setPhase] = useState<SettlePhase>({ phase: "waiting-chain" });
  const [run, setRun] = useState(0);
  const wake = useRef<(() => void) | null>(null);
  const { mutateAsync: complete } = useMutation(topUpMutations.complete(options.connection));
  const latest = useRef({ payment, options, complete });
  useEffect(() => {
    latest.current = { payment, options, complete };
  });
  const invoiceId = payment.invoice.id;

  useEffect(() => {
    const controller = new AbortController();
    const { payment: current, options: opts } = latest.current;
    // The service's answer names the invoice in full: it fills in one completed by id here.
    let answered: CompletedInvoice | null = null;
    void settlePayment(
      current,
      {
        waitForReceipt: current.from !== null ? opts.waitForReceipt : undefined,
        complete: async (id, hash, signal) => {
          const answer = await latest.current.complete({ invoiceId: id, transactionHash: hash, signal });
          answered = answer;
          return answer;
        },
        onPhase: (next) => {
          if (controller.signal.aborted) return;
          setPhase(next);
          const { connection } = latest.current.options;
          if (next.phase === "done") {
            const { chainId, token } = latest.current.payment;
            if (answered?.id === invoiceId)
              invoiceBook.fill(connection.profileId, answered, { chainId, token });
            invoiceBook.markPaid(connection.profileId, invoiceId, next.hash, Date.now(), next.overpaid);
            pendingStore.remove(invoiceId);
          }
          if (next.phase === "failed")
            settleFailure(connection.profileId, latest.current.payment, next.error);
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

  // Pages read the phase and reach "Check now" through the runs store (this hook runs in the shell).
  useEffect(() => settlementRuns.publish(invoiceId, phase), [invoiceId, phase]);
  useEffect(() => {
    settlementRuns.setCheckNow(invoiceId, checkNow);
    return () => settlementRuns.forget(invoiceId);
  }, [invoiceId, checkNow]);

  return { phase, checkNow };
}

/**
 * A final answer about the hash moves to the invoice book, and the hash leaves the pending list, so
 * it is never sent again by itself; other failures (a refused key) stay listed to be dismissed.
 */
function settleFailure(profileId: string, payment: PendingPayment, error: unknown) {
  const id = payment.invoice.id;
  if (isApiError(error) && error.code === "INVOICE_ALREADY_COMPLETED") {
    const by = error.details.transaction_hash;
    invoiceBook.markPaid(profileId, id, typeof by === "string" ? by : payment.hash, Date.now());
    pendingStore.remove(id);
    return;
  }
  const outcome = outcomeOf(error, payment.hash, Date.now());
  if (!outcome) return;
  invoiceBook.recordOutcome(profileId, id, outcome);
  pendingStore.remove(id);
}
