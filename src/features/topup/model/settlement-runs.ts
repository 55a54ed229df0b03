import { createNotifier } from "../../../lib/notifier";
import type { SettlePhase } from "./settle-payment";

// The settlement runner (components/checkout-runner-entry.tsx) drives every pending payment from the
// app shell, on whichever page is open; the pages only read its phases here and ask it to check now.
export const settlePhases = new Map<string, SettlePhase>();
const wakes = new Map<string, () => void>();
const changes = createNotifier();

export const settlementRuns = {
  publish: (invoiceId: string, phase: SettlePhase): void => {
    settlePhases.set(invoiceId, phase);
    changes.notify();
  },
  setCheckNow: (invoiceId: string, checkNow: (() => void) | null): void => {
    if (checkNow) wakes.set(invoiceId, checkNow);
    else wakes.delete(invoiceId);
  },
  checkNow: (invoiceId: string): void => wakes.get(invoiceId)?.(),
  forget: (invoiceId: string): void => {
    wakes.delete(invoiceId);
    if (settlePhases.delete(invoiceId)) changes.notify();
  },
  subscribe: changes.subscribe,
};
