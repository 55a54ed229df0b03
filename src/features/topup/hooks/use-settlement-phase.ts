import { useSyncExternalStore } from "react";
import type { SettlePhase } from "../model/settle-payment";
import { settlePhases, settlementRuns } from "../model/settlement-runs";

export function useSettlementPhase(invoiceId: string): SettlePhase | undefined {
  const get = () => settlePhases.get(invoiceId);
  return useSyncExternalStore(settlementRuns.subscribe, get, get);
}
