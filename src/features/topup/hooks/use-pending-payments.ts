import { useStore } from "../../../lib/stored-value";
import { type PendingPayment, storedPending } from "../model/pending-store";

export function usePendingPayments(billingBaseUrl: string): readonly PendingPayment[] {
  const all = useStore(storedPending);
  return all.filter((p) => p.billingBaseUrl === billingBaseUrl);
}
