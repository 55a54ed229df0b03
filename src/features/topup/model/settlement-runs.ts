import { useSyncExternalStore } from "react";
import { createNotifier } from "../../../lib/notifier";
import type { SettlePhase } from "./settle-payment";

// The settlement runner (components/checkout-runner-entry.tsx) drives every pending payment from the
// app shell, on whichever page is open; the pages only read its phases here and ask it to check now.
const phases = new Map<string, SettlePhase>();
const wakes = new Map<string, () => void>();
const changes = createNotifier();

export const settlementRuns = {
  publish: (invoiceId: string, phase: SettlePhase): void => {
    phases.set(invoiceId, phase);
    changes.notify();
  },
  setCheckNow: (invoiceId: string, checkNow: (() => void) | null): void => {
    if (checkNow) wakes.set(invoiceId, checkNow);
    else wakes.delete(invoiceId);
  },
  checkNow: (invoiceId: string): void => wakes.get(invoiceId)?.(),
  forget: (invoiceId: string): void => {
    wakes.delete(invoiceId);
    if (phases.delete(invoiceId)) changes.notify();
  },
  subscribe: changes.subscribe,
};

export function useSettlementPhase(invoiceId: string): SettlePhase | undefined {
  const get = () => phases.get(invoiceId);
  return useSyncExternalStore(settlementRuns.subscribe, get, get);
}
