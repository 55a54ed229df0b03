import { useStoredValue } from "../../../lib/stored-value";
import { type PendingPayment, storedPending } from "../model/pending-store";

export function usePendingPayments(billingBaseUrl: string): readonly PendingPayment[] {
  const all = useStoredValue(storedPending);
  return all.filter((p) => p.billingBaseUrl === billingBaseUrl);
}
