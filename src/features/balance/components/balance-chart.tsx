import { formatInteger } from "../../../lib/format";
import type { Reading } from "./balance-history";
import { formatClock } from "./credit-format";

const WIDTH = 320;
const HEIGHT = 80;

/** Stacked steps, one column per reading: the subscription part below, the top-up part above it. */
function paths(readings: readonly Reading[]) {
  const max = readings.reduce((m, r) => (r.total > m ? r.total : m), 1n);
  const step = WIDTH / readings.length;
  const y = (value: bigint) =>
    HEIGHT - Number(((value < 0n ? 0n : value) * BigInt(HEIGHT * 100)) / max) / 100;
  const area = (top: (r: Reading) => bigint, bottom: (r: Reading) => bigint) => {
    const upper = readings.map((r, i) => `L${i * step},${y(top(r))} L${(i + 1) * step},${y(top(r))}`);
    const lower = [...readings]
      .map((r, i) => ({ r, i }))
      .reverse()
      .map(({ r, i }) => `L${(i + 1) * step},${y(bottom(r))} L${i * step},${y(bottom(r))}`);
    return `M0,${HEIGHT} ${upper.join(" ")} ${lower.join(" ")} Z`;
  };
  return {
    subscription: area(
      (r) => (r.subscription > 0n ? r.subscription : 0n),
      () => 0n,
    ),
    topUp: area(
      (r) => (r.subscription > 0n ? r.subscription : 0n) + (r.topUp > 0n ? r.topUp : 0n),
      (r) => (r.subscription > 0n ? r.subscription : 0n),
    ),
  };
}

/** A small picture of the balance over time; the movements list below says the same in words. */
export function BalanceChart({ readings }: { readings: readonly Reading[] }) {
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last || readings.length < 2) return null;
  const { subscription, topUp } = paths(readings);
  const label = `Balance over time: ${readings.length} readings from ${formatClock(first.firstSeen)} to ${formatClock(last.lastSeen)}, from ${formatInteger(first.total)} to ${formatInteger(last.total)} credits; lower part subscription, upper part top-up.`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-20 w-full max-w-md rounded-md bg-surface-2"
      data-testid="balance-chart"
      data-points={readings.length}
    >
      <path d={subscription} className="fill-chart-1" />
      <path d={topUp} className="fill-chart-2" />
    </svg>
  );
}
