import { useState, type PointerEvent, type ReactNode } from "react";
import { cn } from "../../../components/ui/cn";
import { formatInteger, formatMonthDay } from "../../../lib/format";
import { formatClock } from "../model/credit-format";

/** The balance from `at` until the next point (or the chart's end); parts when they are known. */
export interface ChartPoint {
  at: number;
  total: bigint;
  parts?: { subscription: bigint; topUp: bigint };
}

const WIDTH = 320;
const HEIGHT = 80;
const positive = (value: bigint) => (value > 0n ? value : 0n);

export const dateTime = (at: number) => `${formatMonthDay(at)} ${formatClock(at)}`;

const DAY_MS = 86_400_000;
const seconds = (at: number) => `${formatClock(at)}:${String(new Date(at).getSeconds()).padStart(2, "0")}`;

/**
 * The time axis's three labels (start, middle, end) at a grain that tells them apart: dates over two
 * days or more, times of day under that (with seconds under ten minutes); a label equal to the one
 * before it is left out rather than repeated.
 */
export function timeLabels(start: number, finish: number): [string, string, string] {
  const span = finish - start;
  const format =
    span >= 2 * DAY_MS
      ? formatMonthDay
      : span < 600_000
        ? seconds
        : span < DAY_MS / 2
          ? formatClock
          : dateTime;
  const labels = [start, (start + finish) / 2, finish].map(format);
  return [
    labels[0] ?? "",
    labels[1] === labels[0] ? "" : (labels[1] ?? ""),
    labels[2] === labels[1] || labels[2] === labels[0] ? "" : (labels[2] ?? ""),
  ];
}

/**
 * The value axis: from 0 when the balance went at least halfway down, else from a floor under its
 * lowest point, so a small movement of a large balance is a visible step rather than a full block.
 */
export function valueRange(points: readonly ChartPoint[]): { lo: bigint; hi: bigint } {
  const totals = points.map((p) => positive(p.total));
  const hi = totals.reduce((m, v) => (v > m ? v : m), 1n);
  const min = totals.reduce((m, v) => (v < m ? v : m), hi);
  if (min * 2n <= hi) return { lo: 0n, hi };
  const pad = hi - min > hi / 10n ? hi - min : hi / 10n > 1n ? hi / 10n : 1n;
  return { lo: min > pad ? min - pad : 0n, hi };
}

/** Stacked steps placed on a time axis: the subscription part below, the top-up part above it. */
function paths(points: readonly ChartPoint[], start: number, end: number, range: { lo: bigint; hi: bigint }) {
  const { lo, hi } = range;
  const x = (at: number) => ((at - start) / Math.max(end - start, 1)) * WIDTH;
  const shown = (value: bigint) => (value < lo ? lo : value > hi ? hi : value);
  const y = (value: bigint) =>
    HEIGHT - Number(((shown(positive(value)) - lo) * BigInt(HEIGHT * 100)) / (hi > lo ? hi - lo : 1n)) / 100;
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
 * The chart's box, the same size with or without data: the plot, its time axis and the hover value
 * each keep one fixed line, so the history never grows or moves when its movements land.
 */
export function ChartFrame({
  plot,
  axis = ["", "", ""],
  caption = "",
}: {
  plot: ReactNode;
  axis?: readonly [string, string, string];
  caption?: string;
}) {
  return (
    <figure className="grid max-w-md gap-1">
      {plot}
      <div
        aria-hidden="true"
        className="flex h-4 justify-between gap-2 overflow-hidden text-xs whitespace-nowrap text-muted tabular-nums"
      >
        {axis.map((label, index) => (
          <span key={index}>{label}</span>
        ))}
      </div>
      <figcaption className="h-4 truncate text-xs tabular-nums" data-testid="balance-chart-value">
        {caption}
      </figcaption>
    </figure>
  );
}

export const PLOT_BOX = "h-20 w-full rounded-md";

/**
 * A small picture of the balance over time, with its time axis and the value under the pointer;
 * the movements list beside it says the same in words. Hand-drawn: a chart library would cost the
 * /balance first page more than this whole feature. One point draws a flat line up to `end`.
 */
export function BalanceChart({ points, end }: { points: readonly ChartPoint[]; end: number }) {
  const [hover, setHover] = useState<ChartPoint | null>(null);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return <ChartFrame plot={<div className={cn(PLOT_BOX, "bg-surface-2")} />} />;
  const start = first.at;
  const finish = Math.max(end, last.at);
  const range = valueRange(points);
  const { subscription, topUp } = paths(points, start, finish, range);
  const parts = points.every((p) => p.parts !== undefined);
  const count = `${points.length} point${points.length === 1 ? "" : "s"}`;
  const label = `Balance over time: ${count} from ${dateTime(start)} to ${dateTime(finish)}, from ${formatInteger(first.total)} to ${formatInteger(last.total)} credits${parts ? "; lower part subscription, upper part top-up" : ""}.`;
  const onMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = start + ((event.clientX - box.left) / Math.max(box.width, 1)) * (finish - start);
    setHover(points.findLast((p) => p.at <= at) ?? first);
  };
  return (
    <ChartFrame
      plot={
        <div className={cn(PLOT_BOX, "relative")}>
          <svg
            role="img"
            aria-label={label}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full rounded-md bg-surface-2"
            data-testid="balance-chart"
            data-points={points.length}
            onPointerMove={onMove}
            onPointerLeave={() => setHover(null)}
          >
            <path d={subscription} className="fill-chart-1 opacity-80" />
            {parts ? <path d={topUp} className="fill-chart-2 opacity-80" /> : null}
          </svg>
          {/* The value axis, over the plot so the box keeps its size: its top and its floor. */}
          <span
            aria-hidden="true"
            data-testid="balance-chart-top"
            className="pointer-events-none absolute top-0.5 left-1 rounded bg-surface/80 px-1 text-[10px] leading-tight text-fg tabular-nums"
          >
            {formatInteger(range.hi)} credits
          </span>
          <span
            aria-hidden="true"
            data-testid="balance-chart-floor"
            className="pointer-events-none absolute bottom-0.5 left-1 rounded bg-surface/80 px-1 text-[10px] leading-tight text-fg tabular-nums"
          >
            {formatInteger(range.lo)}
          </span>
        </div>
      }
      axis={timeLabels(start, finish)}
      caption={hover ? `${dateTime(hover.at)} · ${formatInteger(hover.total)} credits` : ""}
    />
  );
}
