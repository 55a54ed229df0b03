import type { Reading } from "./balance-history";
import { formatInteger } from "../../../lib/format";
import { formatClock, formatCreditDelta } from "./credit-format";

/** "How it moves": the last change against the reading before it, then the recent changes. */
export function BalanceMovement({ readings }: { readings: readonly Reading[] }) {
  const latest = readings.at(-1);
  const previous = readings.at(-2);
  if (!latest) return null;

  const first = readings[0] ?? latest;
  const changes = readings.slice(1).map((reading, index) => ({
    reading,
    delta: reading.total - (readings[index]?.total ?? reading.total),
  }));

  return (
    <div className="text-sm">
      <p className="font-medium text-fg">
        {previous
          ? `${formatCreditDelta(latest.total - previous.total)} since ${formatClock(previous.lastSeen)}`
          : `No change since ${formatClock(first.firstSeen)}`}
      </p>
      {changes.length > 1 ? (
        <>
          <p className="mt-1 text-muted">
            {formatCreditDelta(latest.total - first.total)} this session (since {formatClock(first.firstSeen)}
            )
          </p>
          <ul aria-label="Recent changes" className="mt-2 space-y-0.5 text-muted tabular-nums">
            {changes
              .slice(-5)
              .reverse()
              .map(({ reading, delta }) => (
                <li key={reading.firstSeen}>
                  {formatClock(reading.firstSeen)}: {formatCreditDelta(delta)} →{" "}
                  {formatInteger(reading.total)}
                </li>
              ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
