import { useEffect, useMemo, useRef } from "react";
import type { Connection } from "../../../lib/connection/connection";
import { useSettlement } from "../hooks/use-settlement";
import type { WatchTarget } from "../model/deposit-scan";
import { depositWatchStore } from "../model/deposit-watch-store";
import { invoiceBook } from "../model/invoice-book";
import { pendingStore, type PendingPayment } from "../model/pending-store";
import type { ReceiptWaiter } from "../model/receipt-wait";
import type { TopUpSetup } from "../model/top-up-setup";
import {
  absoluteRpcUrl,
  onWatchWorker,
  sendTargets,
  toWatchWorker,
  workerReceiptWaiter,
} from "../model/watch-worker-client";

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

/** The deposit watcher found a transfer deep enough: one pending record per invoice, never two. */
function handOver(
  connection: Connection,
  setup: TopUpSetup,
  invoiceId: string,
  destination: string,
  hash: string,
  value: string,
) {
  const entry = invoiceBook.list(connection.profileId).find((e) => e.id === invoiceId);
  // Another tab may have handed it over already.
  if (!entry || entry.paid || pendingStore.find(invoiceId)) return;
  const currency = setup.currencies.find((c) => c.id === entry.currencyId);
  pendingStore.save({
    invoice: {
      id: entry.id,
      credits: entry.credits,
      amount: entry.amount ?? "0",
      currencyId: entry.currencyId,
      decimals: entry.decimals ?? currency?.decimals ?? 18,
      destination: entry.destination ?? destination,
      amountKnown: true,
    },
    billingBaseUrl: connection.billingBaseUrl,
    chainId: entry.chainId,
    hash,
    from: null,
    nonce: null,
    to: entry.token ?? destination,
    value,
    input: "0x",
    token: entry.token,
    time: Date.now(),
    detected: true,
  });
}

/**
 * The lazy half of the checkout runner: settles every pending payment of the connection and has the
 * watch worker (model/watch-worker.ts) watch the open invoices' addresses, whichever page is open.
 * The page only hands the worker the invoices and hears back events; it reads nothing from the chain.
 */
export default function CheckoutRunnerEntry({ connection, setup, payments, targets }: CheckoutRunnerProps) {
  const { id: chainId, rpcUrl } = setup.chain;
  const waitForReceipt = useMemo(
    () => workerReceiptWaiter(rpcUrl, setup.confirmations),
    [rpcUrl, setup.confirmations],
  );
  const latest = useRef({ connection, setup });
  useEffect(() => {
    latest.current = { connection, setup };
  });
  const watching = targets.length > 0;

  useEffect(() => {
    if (!watching) return;
    const seen = new Set<string>();
    const off = onWatchWorker((message) => {
      if (message.type === "state") {
        seen.add(message.invoiceId);
        depositWatchStore.set(message.invoiceId, message.state);
      } else if (message.type === "confirmed") {
        const { connection: conn, setup: s } = latest.current;
        handOver(conn, s, message.invoiceId, message.destination, message.hash, message.value);
      }
    });
    toWatchWorker({ type: "chain", rpcUrl: absoluteRpcUrl(rpcUrl), chainId, required: setup.confirmations });
    return () => {
      sendTargets([]);
      off();
      for (const id of seen) depositWatchStore.forget(id);
    };
  }, [watching, rpcUrl, chainId, setup.confirmations]);

  // A removed or settled invoice leaves the list here, and the worker stops its reads at once. After
  // the effect above, so the worker knows the chain first (also when the chain changes).
  useEffect(() => {
    if (watching) sendTargets(targets);
  }, [watching, targets, rpcUrl, chainId, setup.confirmations]);

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
