import { useEffect, useMemo, useRef } from "react";
import type { Connection } from "../../../lib/connection/connection";
import { watchClient } from "../../../lib/wagmi/watch-client";
import { useSettlement } from "../hooks/use-settlement";
import type { WatchTarget } from "../model/deposit-scan";
import { depositWatchStore } from "../model/deposit-watch-store";
import { runDepositWatch } from "../model/deposit-watcher";
import { invoiceBook } from "../model/invoice-book";
import { pendingStore, type PendingPayment } from "../model/pending-store";
import { receiptWaiter, type ReceiptWaiter } from "../model/receipt-waiter";
import type { TopUpSetup } from "../model/top-up-setup";
import { viemReader } from "../model/viem-reader";

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

function sleepOrShown(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onShow);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const onShow = () => {
      if (document.visibilityState === "visible") done();
    };
    const timer = setTimeout(done, ms);
    document.addEventListener("visibilitychange", onShow);
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * The lazy half of the checkout runner (viem): settles every pending payment of the connection and
 * watches the open invoices' addresses, whichever page is open.
 */
export default function CheckoutRunnerEntry({ connection, setup, payments, targets }: CheckoutRunnerProps) {
  const client = watchClient(setup.chain);
  const waitForReceipt = useMemo(
    () => receiptWaiter(client, setup.confirmations),
    [client, setup.confirmations],
  );
  const latest = useRef({ targets, connection, setup });
  useEffect(() => {
    latest.current = { targets, connection, setup };
  });
  const watching = targets.length > 0;
  const { id: chainId } = setup.chain;

  useEffect(() => {
    if (!watching) return;
    const controller = new AbortController();
    const seen = new Set<string>();
    void runDepositWatch(
      {
        reader: viemReader(client),
        chainId,
        required: setup.confirmations,
        targets: () => latest.current.targets,
        publish: (id, state) => {
          seen.add(id);
          depositWatchStore.set(id, state);
        },
        onConfirmed: (target, found) => {
          const { connection: conn, setup: s } = latest.current;
          const entry = invoiceBook.list(conn.profileId).find((e) => e.id === target.invoiceId);
          // Another tab may have handed it over already: one pending record per invoice, never two.
          if (!entry || entry.paid || pendingStore.find(target.invoiceId)) return;
          const currency = s.currencies.find((c) => c.id === entry.currencyId);
          pendingStore.save({
            invoice: {
              id: entry.id,
              credits: entry.credits,
              amount: entry.amount ?? "0",
              currencyId: entry.currencyId,
              decimals: entry.decimals ?? currency?.decimals ?? 18,
              destination: entry.destination ?? target.destination,
              amountKnown: true,
            },
            billingBaseUrl: conn.billingBaseUrl,
            chainId: entry.chainId,
            hash: found.hash,
            from: null,
            nonce: null,
            to: entry.token ?? target.destination,
            value: found.value.toString(),
            input: "0x",
            token: entry.token,
            time: Date.now(),
            detected: true,
          });
        },
        hidden: () => document.visibilityState === "hidden",
        sleep: sleepOrShown,
      },
      controller.signal,
    );
    return () => {
      controller.abort();
      for (const id of seen) depositWatchStore.forget(id);
    };
  }, [watching, client, chainId, setup.confirmations]);

  return (
    <>
      {payments.map((payment) => (
        <SettlementRun
          key={payment.invoice.id}
          payment={payment}
          connection={connection}
          // Only a payment on this chain can be waited for here; any other is checked by the service.
          waitForReceipt={payment.chainId === chainId ? waitForReceipt : undefined}
        />
      ))}
    </>
  );
}
