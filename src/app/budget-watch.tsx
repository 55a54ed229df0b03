import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { LowBalanceBanner } from "../components/feedback/low-balance-banner";
import { SpendGuardDialog } from "../components/feedback/spend-guard-dialog";
import { balanceQueries, fetchedWithKey } from "../features/balance/api/balance-queries";
import { formatCredits } from "../lib/format";
import { useActiveConnection } from "../lib/connection/use-active-connection";
import { reportBalance } from "../lib/spend-guard";
import { useBudgets } from "../lib/spend-guard-budgets";
import { notifyBudgetEvent } from "../lib/spend-guard-notify";

/**
 * The budgets' presence on every page: the low-balance banner, the spend question's dialog, and the
 * balance the gate compares with (the header's cached query, so no extra request).
 */
export function BudgetWatch() {
  const connection = useActiveConnection();
  const { data } = useQuery(balanceQueries.current(connection));
  const budgets = useBudgets(connection.profileId);
  const fetchedWith = data ? fetchedWithKey(data) : undefined;
  // Figures another key fetched are not this key's balance (see useCurrentBalance).
  const balance =
    data && (fetchedWith === undefined || fetchedWith === connection.apiKey) ? data.total : null;
  const { profileId } = connection;

  useEffect(() => {
    if (balance === null) return;
    if (reportBalance(profileId, balance) && budgets.lowBalance !== null) {
      notifyBudgetEvent(
        profileId,
        "Balance is low",
        `${formatCredits(balance)} left, under your threshold of ${formatCredits(budgets.lowBalance)}.`,
      );
    }
  }, [profileId, balance, budgets.lowBalance]);

  return (
    <>
      <LowBalanceBanner balance={balance} threshold={budgets.lowBalance} />
      <SpendGuardDialog />
    </>
  );
}
