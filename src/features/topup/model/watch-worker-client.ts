import type { Hash } from "viem";
import type { WatchTarget } from "./deposit-scan";
import type { ReceiptWaiter } from "./receipt-wait";
import { toWire, type FromWorker, type ToWorker } from "./watch-protocol";

// The page's side of the watch worker: one worker per tab, started on the first message and kept, so
// the scans' positions survive the runner being mounted again.

type Listener = (message: FromWorker) => void;
let worker: Worker | null = null;
const listeners = new Set<Listener>();

function connect(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./watch-worker.ts", import.meta.url), {
    type: "module",
    name: "deposit-watch",
  });
  started.onmessage = (event: MessageEvent<FromWorker>) => {
    for (const listener of [...listeners]) listener(event.data);
  };
  const sendHidden = () =>
    started.postMessage({ type: "hidden", hidden: document.visibilityState === "hidden" });
  document.addEventListener("visibilitychange", sendHidden);
  sendHidden();
  worker = started;
  return started;
}

export const toWatchWorker = (message: ToWorker) => connect().postMessage(message);

export function onWatchWorker(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const sendTargets = (targets: readonly WatchTarget[]) =>
  toWatchWorker({ type: "targets", targets: targets.map(toWire) });

/** An absolute URL: the worker resolves relative ones against its own script, not the page. */
export const absoluteRpcUrl = (rpcUrl: string) => new URL(rpcUrl, document.baseURI).href;

let nextWait = 1;

/** Waits on chain in the worker for a payment this page sent, resolving with the hash mined in its slot. */
export function workerReceiptWaiter(rpcUrl: string, confirmations: number): ReceiptWaiter {
  return (payment, signal) =>
    new Promise<Hash>((resolve, reject) => {
      const id = nextWait++;
      const abort = () => {
        off();
        toWatchWorker({ type: "cancel", id });
        reject(new Error("the wait was stopped"));
      };
      const off = onWatchWorker((message) => {
        if ((message.type !== "receipt" && message.type !== "receipt-failed") || message.id !== id) return;
        off();
        signal.removeEventListener("abort", abort);
        if (message.type === "receipt") resolve(message.hash as Hash);
        else reject(new Error(message.message));
      });
      if (signal.aborted) {
        abort();
        return;
      }
      signal.addEventListener("abort", abort, { once: true });
      toWatchWorker({ type: "wait", id, rpcUrl: absoluteRpcUrl(rpcUrl), payment, confirmations });
    });
}
