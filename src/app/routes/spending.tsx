import { useMemo } from "react";
import { useBalanceHistory } from "../../features/balance/hooks/use-balance-history";
import SpendingPage from "../../features/spending/components/spending-page";
import { useActiveConnection } from "../../lib/connection/use-active-connection";

/** The Spending page, given the balances this browser read for the balance line's local fallback. */
export function Component() {
  const readings = useBalanceHistory(useActiveConnection());
  const points = useMemo(
    () =>
      readings.map((r) => ({
        at: r.firstSeen,
        total: r.total,
        subscription: r.subscription,
        topUp: r.topUp,
      })),
    [readings],
  );
  return <SpendingPage readings={points} />;
}
