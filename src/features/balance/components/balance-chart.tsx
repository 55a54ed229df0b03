import { useState, type PointerEvent } from "react";
import { formatInteger } from "../../../lib/format";
import { formatClock } from "./credit-format";

/** The balance from `at` until the next point (or the chart's end); parts when they are known. */
export interface ChartPoint {
  at: number;
  total: bigint;
  parts?: { subscription: bigint; topUp: bigint };
}

const WIDTH = 320;
const HEIGHT = 80;
const positive = (value: bigint) => (value > 0n ? value : 0n);

export const dateTime = (at: number) =>
  `${new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric" })} ${formatClock(at)}`;

/** Stacked steps placed on a time axis: the subscription part below, the top-up part above it. */
function paths(points: readonly ChartPoint[], start: number, end: number) {
  const max = points.reduce((m, p) => (p.total > m ? p.total : m), 1n);
  const x = (at: number) => ((at - start) / Math.max(end - start, 1)) * WIDTH;
  const y = (value: bigint) => HEIGHT - Number((positive(value) * BigInt(HEIGHT * 100)) / max) / 100;
  const spans = points.map((p, i) => ({ p, from: x(p.at), to: x(points[i + 1]?.at ?? end) }));
  const area = (top: (p: ChartPoint) => bigint, bottom: (p: ChartPoint) => bigint) => {
    const upper = spans.map(({ p, from, to }) => `L${from},${y(top(p))} L${to},${y(top(p))}`);
    const lower = [...spans]
      .reverse()
      .map(({ p, from, to }) => `L${to},${y(bottom(p))} L${from},${y(bottom(p))}`);
    return `M${spans[0]?.from ?? 0},${HEIGHT} ${upper.join(" ")} ${lower.join(" ")} Z`;
  };
  const lower = (p: ChartPoint) => (p.parts ? positive(p.parts.subscription) : positive(p.total));
  return {
    subscription: area(lower, () => 0n),
    topUp: area(
      (p) => (p.parts ? positive(p.parts.subscription) + positive(p.parts.topUp) : positive(p.total)),
      lower,
    ),
  };
}

/**
 * A small picture of the balance over time, with its time axis and the value under the pointer;
 * the movements list beside it says the same in words. Hand-drawn: a chart library would cost the
 * /balance first page more than this whole feature.
 */
export function BalanceChart({ points, end }: { points: readonly ChartPoint[]; end: number }) {
  const [hover, setHover] = useState<ChartPoint | null>(null);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || points.length < 2) return null;
  const start = first.at;
  const finish = Math.max(end, last.at);
  const { subscription, topUp } = paths(points, start, finish);
  const parts = points.every((p) => p.parts !== undefined);
  const label = `Balance over time: ${points.length} points from ${dateTime(start)} to ${dateTime(finish)}, from ${formatInteger(first.total)} to ${formatInteger(last.total)} credits${parts ? "; lower part subscription, upper part top-up" : ""}.`;
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = start + ((event.clientX - box.left) / Math.max(box.width, 1)) * (finish - start);
    setHover(points.findLast((p) => p.at <= at) ?? first);
  };
  return (
    <figure className="grid max-w-md gap-1">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-20 w-full rounded-md bg-surface-2"
        data-testid="balance-chart"
        data-points={points.length}
        onPointerMove={onMove}
        onPointerLeave={() => setHover(null)}
      >
        <path d={subscription} className="fill-chart-1" />
        {parts ? <path d={topUp} className="fill-chart-2" /> : null}
      </svg>
      <div aria-hidden="true" className="flex justify-between text-xs text-muted tabular-nums">
        <span>{dateTime(start)}</span>
        <span>{dateTime((start + finish) / 2)}</span>
        <span>{dateTime(finish)}</span>
      </div>
      <figcaption className="min-h-4 text-xs tabular-nums" data-testid="balance-chart-value">
        {hover ? `${dateTime(hover.at)} · ${formatInteger(hover.total)} credits` : ""}
      </figcaption>
    </figure>
  );
}
