import { useEffect, useMemo, useRef } from "react";
import type { Connection } from "../../../lib/connection/connection";
import type { WatchTarget } from "../model/deposit-scan";
import { depositWatchStore } from "../model/deposit-watch-store";
import { handOverDetected } from "../model/hand-over";
import type { ReceiptWaiter } from "../model/receipt-wait";
import type { TopUpSetup } from "../model/top-up-setup";
import {
  absoluteRpcUrl,
  onWatchWorker,
  sendTargets,
  toWatchWorker,
  workerReceiptWaiter,
} from "../model/watch-worker-client";

/**
 * Has the watch worker (model/watch-worker.ts) watch `targets` on the setup's chain: its states go to
 * the deposit watch store, a confirmed transfer is handed over as a pending payment. Returns the
 * worker's receipt waiter for the payments the runner settles. The page only hands the worker the
 * invoices and hears back events; it reads nothing from the chain.
 */
export function useCheckoutWorker(
  connection: Connection,
  setup: TopUpSetup,
  targets: readonly WatchTarget[],
): ReceiptWaiter {
  const { id: chainId, rpcUrl } = setup.chain;
  const { confirmations } = setup;
  const waitForReceipt = useMemo(() => workerReceiptWaiter(rpcUrl, confirmations), [rpcUrl, confirmations]);
  // A hand-over reads the profile and currencies of the moment, without restarting the worker.
  const latest = useRef({ profileId: connection.profileId, currencies: setup.currencies });
  useEffect(() => {
    latest.current = { profileId: connection.profileId, currencies: setup.currencies };
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
        handOverDetected(latest.current.profileId, latest.current.currencies, message);
      }
    });
    toWatchWorker({ type: "chain", rpcUrl: absoluteRpcUrl(rpcUrl), chainId, required: confirmations });
    return () => {
      sendTargets([]);
      off();
      for (const id of seen) depositWatchStore.forget(id);
    };
  }, [watching, rpcUrl, chainId, confirmations]);

  // A removed or settled invoice leaves the list here, and the worker stops its reads at once. After
  // the effect above, so the worker knows the chain first (also when the chain changes).
  useEffect(() => {
    if (watching) sendTargets(targets);
  }, [watching, targets, rpcUrl, chainId, confirmations]);

  return waitForReceipt;
}
