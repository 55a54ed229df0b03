import { useEffect } from "react";
import { LowBalanceBanner } from "../components/feedback/low-balance-banner";
import { SpendGuardDialog } from "../components/feedback/spend-guard-dialog";
import { useBalance } from "../lib/balance/use-balance";
import { formatCredits } from "../lib/format";
import { reportBalance } from "../lib/spend-guard";
import { useBudgets } from "../lib/spend-guard-budgets";
import { notifyBudgetEvent } from "../lib/spend-guard-notify";

/**
 * The budgets' presence on every page: the low-balance banner, the spend question's dialog, and the
 * balance the gate compares with (the header's cached query, so no extra request).
 */
export function BudgetWatch() {
  // This key's entry only: another key's figures are in entries of their own.
  const { connection, data } = useBalance();
  const budgets = useBudgets(connection.profileId);
  const balance = data ? data.total : null;
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
