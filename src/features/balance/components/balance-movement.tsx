import type { BalanceCause } from "../../../lib/balance-causes";
import type { Connection } from "../../../lib/connection/connection";
import { formatInteger } from "../../../lib/format";
import { BalanceChart, dateTime } from "./balance-chart";
import type { Reading } from "./balance-history";
import { formatCreditDelta } from "./credit-format";
import { LedgerMovements } from "./ledger-movements";
import { useLedgerHistory } from "../hooks/use-ledger-history";

interface Movement {
  at: number;
  delta: bigint;
  total: bigint;
  causes: string[];
}

/** Each change between two readings, with the causes this browser recorded in between. */
export function movementsOf(readings: readonly Reading[], causes: readonly BalanceCause[]): Movement[] {
  return readings.slice(1).flatMap((reading, index) => {
    const previous = readings[index];
    if (!previous || reading.total === previous.total) return [];
    const found = causes
      .filter((c) => c.at > previous.lastSeen && c.at <= reading.firstSeen)
      .sort((a, b) => a.at - b.at)
      .map((c) => c.text);
    return [
      { at: reading.firstSeen, delta: reading.total - previous.total, total: reading.total, causes: found },
    ];
  });
}

interface BalanceMovementProps {
  connection: Connection;
  total: bigint;
  updatedAt: number;
  readings: readonly Reading[];
  causes: readonly BalanceCause[];
}

/**
 * "How it moves": a small chart, then the movements, newest first, with their causes: the
 * service's ledger when it lists one (every device, every cause), else what this browser saw.
 */
export function BalanceMovement({ connection, total, updatedAt, readings, causes }: BalanceMovementProps) {
  const ledger = useLedgerHistory(connection, total).data;
  if (ledger?.offered) return <LedgerMovements movements={ledger.movements} end={updatedAt} />;
  return (
    <>
      <LocalMovements readings={readings} causes={causes} />
      {ledger ? (
        <p className="mt-3 text-xs text-muted">
          This service does not list its movements: the history is what this browser saw.
        </p>
      ) : null}
    </>
  );
}

function LocalMovements({
  readings,
  causes,
}: {
  readings: readonly Reading[];
  causes: readonly BalanceCause[];
}) {
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return null;
  const movements = movementsOf(readings, causes).slice(-20).reverse();
  const points = readings.map((r) => ({
    at: r.firstSeen,
    total: r.total,
    parts: { subscription: r.subscription, topUp: r.topUp },
  }));
  return (
    <div className="grid gap-3 text-sm">
      <BalanceChart points={points} end={last.lastSeen} />
      {movements.length === 0 ? (
        <p className="text-muted">No change since {dateTime(first.firstSeen)}.</p>
      ) : (
        <ul aria-label="Movements" className="grid gap-1 tabular-nums">
          {movements.map((m) => (
            <li key={m.at} className="flex flex-wrap gap-x-2">
              <span className="text-muted">{dateTime(m.at)}</span>
              <span className="font-medium">{formatCreditDelta(m.delta)}</span>
              <span className="text-muted">→ {formatInteger(m.total)}</span>
              <span>{m.causes.length > 0 ? m.causes.join("; ") : "elsewhere"}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
