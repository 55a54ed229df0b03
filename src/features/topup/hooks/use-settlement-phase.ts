import { useStoredValue } from "../../../lib/stored-value";
import type { SettlePhase } from "../model/settle-payment";
import { settlePhases, settlementRuns } from "../model/settlement-runs";

export function useSettlementPhase(invoiceId: string): SettlePhase | undefined {
  return useStoredValue({ subscribe: settlementRuns.subscribe, get: () => settlePhases.get(invoiceId) });
}
