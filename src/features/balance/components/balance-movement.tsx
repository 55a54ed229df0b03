import type { BalanceCause } from "../../../lib/balance-causes";
import { formatInteger } from "../../../lib/format";
import { BalanceChart } from "./balance-chart";
import type { Reading } from "./balance-history";
import { formatClock, formatCreditDelta } from "./credit-format";

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

const dateTime = (at: number) =>
  `${new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric" })} ${formatClock(at)}`;

/** "How it moves": a small chart, then the movements, newest first, with their causes. */
export function BalanceMovement({
  readings,
  causes,
}: {
  readings: readonly Reading[];
  causes: readonly BalanceCause[];
}) {
  const first = readings[0];
  if (!first) return null;
  const movements = movementsOf(readings, causes).slice(-20).reverse();
  return (
    <div className="grid gap-3 text-sm">
      <BalanceChart readings={readings} />
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
