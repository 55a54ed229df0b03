import type { HTMLAttributes, ReactNode } from "react";
import { Card } from "../../../components/ui/card";
import type { BalanceCause } from "../../../lib/balance-causes";
import type { Connection } from "../../../lib/connection/connection";
import type { Balance } from "../../../lib/balance/get-balance";
import { BalanceBar } from "./balance-bar";
import { BalanceFigure } from "./balance-figure";
import type { Reading } from "../model/balance-history";
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
    <SummaryFrame
      aria-label="Current balance"
      balance={balance}
      updated={<UpdatedAgo at={updatedAt} />}
      bar={<BalanceBar subscription={balance.subscription} topUp={balance.topUp} />}
      history={
        <BalanceMovement
          connection={connection}
          total={balance.total}
          updatedAt={updatedAt}
          readings={readings}
          causes={causes}
        />
      }
    />
  );
}

interface SummaryFrameProps extends HTMLAttributes<HTMLElement> {
  balance?: Balance;
  updated: ReactNode;
  bar: ReactNode;
  history: ReactNode;
}

/*
 * One layout for the loading and the loaded summary, so the figures, the bar and the history land in
 * boxes already drawn (a loaded page must not move what the skeleton placed). The first row stacks on
 * a narrow screen whatever the figure's width, so it never wraps only once the figure is known.
 */
export function SummaryFrame({ balance, updated, bar, history, children, ...card }: SummaryFrameProps) {
  return (
    <Card {...card}>
      {children}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <BalanceFigure label="Total credits" value={balance?.total} size="lg" />
        {updated}
      </div>
      <div className="mt-6">{bar}</div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <BalanceFigure label="Subscription credits" value={balance?.subscription} swatch="bg-chart-1" />
        <BalanceFigure label="Top-up credits" value={balance?.topUp} swatch="bg-chart-2" />
      </div>
      {balance?.total === 0n ? (
        <p className="mt-6 text-sm text-muted">
          This account has no credits left. Tool runs and searches need credits; top-ups add them.
        </p>
      ) : null}
      <div className="mt-6 border-t border-border pt-4">
        <h2 className="text-sm font-semibold text-fg">How it moves</h2>
        <div className="mt-1">{history}</div>
      </div>
    </Card>
  );
}
