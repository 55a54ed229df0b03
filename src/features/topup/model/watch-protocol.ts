// What the page and the watch worker say to each other (model/watch-worker.ts): the invoices to watch
// in, events out. Only structured-cloneable values: sets travel as arrays.
import type { WatchTarget } from "./deposit-scan";
import type { WatchState } from "./deposit-watch-store";
import type { PendingPayment } from "./pending-store";

export interface WireTarget extends Omit<WatchTarget, "skip"> {
  skip: string[];
}

export type ToWorker =
  /** The chain to read; a change stops the watch under way. `rpcUrl` is absolute. */
  | { type: "chain"; rpcUrl: string; chainId: number; required: number }
  | { type: "targets"; targets: WireTarget[] }
  | { type: "hidden"; hidden: boolean }
  /** Wait for a payment this page sent; `rpcUrl` (absolute) is its chain's. */
  | { type: "wait"; id: number; rpcUrl: string; payment: PendingPayment; confirmations: number }
  | { type: "cancel"; id: number };

export type FromWorker =
  | { type: "state"; invoiceId: string; state: WatchState }
  /** The transfer is buried deep enough: the page hands it to the settlement. */
  | { type: "confirmed"; invoiceId: string; destination: string; hash: string; value: string }
  | { type: "receipt"; id: number; hash: string }
  | { type: "receipt-failed"; id: number; message: string };

export const toWire = (t: WatchTarget): WireTarget => ({ ...t, skip: [...t.skip] });
export const fromWire = (t: WireTarget): WatchTarget => ({ ...t, skip: new Set(t.skip) });
