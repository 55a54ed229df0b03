import { Card } from "../../../components/ui/card";
import type { BalanceCause } from "../../../lib/balance-causes";
import type { Connection } from "../../../lib/connection/connection";
import type { Balance } from "../../../lib/balance/get-balance";
import { BalanceBar } from "./balance-bar";
import { BalanceFigure } from "./balance-figure";
import type { Reading } from "./balance-history";
import { BalanceMovement } from "./balance-movement";
import { UpdatedAgo } from "./updated-ago";

interface BalanceSummaryProps {
  connection: Connection;
  balance: Balance;
  updatedAt: number;
  readings: readonly Reading[];
  causes: readonly BalanceCause[];
}

export function BalanceSummary({ connection, balance, updatedAt, readings, causes }: BalanceSummaryProps) {
  return (
    <Card aria-label="Current balance">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <BalanceFigure label="Total credits" value={balance.total} size="lg" />
        <UpdatedAgo at={updatedAt} />
      </div>
      <div className="mt-6">
        <BalanceBar subscription={balance.subscription} topUp={balance.topUp} />
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <BalanceFigure label="Subscription credits" value={balance.subscription} swatch="bg-chart-1" />
        <BalanceFigure label="Top-up credits" value={balance.topUp} swatch="bg-chart-2" />
      </div>
      {balance.total === 0n ? (
        <p className="mt-6 text-sm text-muted">
          This account has no credits left. Tool runs and searches need credits; top-ups add them.
        </p>
      ) : null}
      <div className="mt-6 border-t border-border pt-4">
        <h2 className="text-sm font-semibold text-fg">How it moves</h2>
        <div className="mt-1">
          <BalanceMovement
            connection={connection}
            total={balance.total}
            updatedAt={updatedAt}
            readings={readings}
            causes={causes}
          />
        </div>
      </div>
    </Card>
  );
}
