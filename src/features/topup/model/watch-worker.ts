// The watch worker's entry: the chain reads, scans and decoding of the deposit watch and the receipt
// waits run here, off the page's main thread (watch-worker-core.ts holds the logic).
import { watchWorkerCore } from "./watch-worker-core";
import type { FromWorker, ToWorker } from "./watch-protocol";

const scope = self as unknown as {
  postMessage: (message: FromWorker) => void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
};
const handle = watchWorkerCore((message) => scope.postMessage(message));
scope.onmessage = (event) => handle(event.data);
