import { runDepositWatch } from "./deposit-watcher";
import { jsonRpc, type RpcCall } from "./json-rpc";
import { waitForPayment } from "./receipt-wait";
import { rpcReader } from "./rpc-reader";
import { fromWire, type FromWorker, type ToWorker } from "./watch-protocol";
import type { WatchTarget } from "./deposit-scan";

/**
 * The watch worker's logic without the worker (model/watch-worker.ts is the thin entry): the deposit
 * watch and the receipt waits, driven by the page's messages, answering with events only.
 */
export function watchWorkerCore(
  post: (message: FromWorker) => void,
  makeCall: (url: string) => RpcCall = jsonRpc,
) {
  let chain: { rpcUrl: string; chainId: number; required: number; call: RpcCall } | null = null;
  let targets: WatchTarget[] = [];
  let hidden = false;
  let watch: AbortController | null = null;
  const listeners = new Set<() => void>();
  const wakers = new Set<() => void>();
  const waits = new Map<number, AbortController>();
  const calls = new Map<string, RpcCall>();
  const callFor = (url: string) => {
    const known = calls.get(url);
    if (known) return known;
    const call = makeCall(url);
    calls.set(url, call);
    return call;
  };

  const sleep = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        signal.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
      signal.addEventListener("abort", done, { once: true });
    });

  function restart() {
    watch?.abort();
    watch = null;
    if (!chain || targets.length === 0) return;
    const controller = new AbortController();
    watch = controller;
    const { call, chainId, required } = chain;
    void runDepositWatch(
      {
        reader: (signal) => rpcReader(call, signal),
        chainId,
        required,
        targets: () => targets,
        onTargetsChange: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        publish: (invoiceId, state) => post({ type: "state", invoiceId, state }),
        onConfirmed: (target, found) =>
          post({
            type: "confirmed",
            invoiceId: target.invoiceId,
            destination: target.destination,
            hash: found.hash,
            value: found.value.toString(),
          }),
        hidden: () => hidden,
        sleep,
      },
      controller.signal,
    );
  }

  return (message: ToWorker) => {
    switch (message.type) {
      case "chain": {
        const same =
          chain?.rpcUrl === message.rpcUrl &&
          chain.chainId === message.chainId &&
          chain.required === message.required;
        if (same) return;
        chain = { ...message, call: callFor(message.rpcUrl) };
        restart();
        return;
      }
      case "targets": {
        const before = targets.length;
        targets = message.targets.map(fromWire);
        // A removed or settled invoice's reads stop now, not at the end of the poll.
        for (const listener of listeners) listener();
        if ((before === 0) !== (targets.length === 0)) restart();
        return;
      }
      case "hidden":
        hidden = message.hidden;
        // Shown again: the watch reads at once instead of finishing its wait.
        if (!hidden) for (const wake of [...wakers]) wake();
        return;
      case "wait": {
        const controller = new AbortController();
        waits.set(message.id, controller);
        const reader = rpcReader(callFor(message.rpcUrl), controller.signal);
        waitForPayment(
          message.payment,
          { reader, confirmations: message.confirmations, sleep },
          controller.signal,
        )
          .then(
            (hash) => post({ type: "receipt", id: message.id, hash }),
            (error: unknown) => {
              if (!controller.signal.aborted)
                post({
                  type: "receipt-failed",
                  id: message.id,
                  message: error instanceof Error ? error.message : "the wait failed",
                });
            },
          )
          .finally(() => waits.delete(message.id));
        return;
      }
      case "cancel":
        waits.get(message.id)?.abort();
        waits.delete(message.id);
        return;
    }
  };
}
