import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { topUpDots, type BalanceLine } from "../model/balance-line";
import type { SpendSeries } from "../model/spend-summary";

export interface SpendChartProps {
  series: SpendSeries;
  balance: BalanceLine;
}

// The canvas needs colours, not CSS variables: read from the theme's tokens when drawn.
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

const seconds = (ms: number) => ms / 1000;
// Figures are drawn as floats; the exact bigint figures are in the table below the chart.
const n = (value: bigint) => Number(value);

function dataOf({ series, balance }: SpendChartProps): uPlot.AlignedData {
  const { points } = series;
  const spent: uPlot.AlignedData = [points.map((p) => seconds(p.at)), points.map((p) => n(p.credits))];
  const at = new Map<number, [number | null, number | null, number | null, number | null]>();
  const slot = (ms: number) => at.get(seconds(ms)) ?? [null, null, null, null];
  for (const p of balance.total) at.set(seconds(p.at), [n(p.credits), null, null, null]);
  for (const r of balance.parts) {
    const s = slot(r.at);
    at.set(seconds(r.at), [
      s[0] ?? (balance.source === "readings" ? n(r.total) : null),
      n(r.subscription),
      n(r.topUp),
      s[3],
    ]);
  }
  for (const t of topUpDots(balance.topUps, series.bucket)) {
    const s = slot(t.at);
    at.set(seconds(t.at), [s[0], s[1], s[2], n(t.credits)]);
  }
  const xs = [...at.keys()].sort((a, b) => a - b);
  const line: uPlot.AlignedData = [xs, ...[0, 1, 2, 3].map((i) => xs.map((x) => at.get(x)?.[i] ?? null))];
  return uPlot.join([spent, line]);
}

function optionsOf(width: number, { series, balance }: SpendChartProps): uPlot.Options {
  const bucket = series.bucket;
  const counts = new Map(topUpDots(balance.topUps, bucket).map((d) => [seconds(d.at), d.count]));
  const [accent, muted, fg, warning, border] = ["--accent", "--muted", "--fg", "--warning", "--border"].map(
    token,
  );
  const axis = { stroke: muted, grid: { stroke: border, width: 1 }, ticks: { stroke: border } };
  const credits = (_: uPlot, value: number | null) => (value === null ? "–" : Math.round(value).toString());
  return {
    width,
    height: 240,
    scales: { x: { time: true }, spent: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
    // Room between time labels so they never meet; value axes wide enough that their label clears the ticks.
    axes: [
      { ...axis, space: 90 },
      { ...axis, scale: "spent", label: `credits spent per ${bucket}`, labelSize: 20, size: 56, space: 40 },
      { ...axis, scale: "balance", side: 1, label: "balance, credits", labelSize: 20, size: 64, space: 40 },
    ],
    series: [
      { label: "Time" },
      {
        label: bucket === "hour" ? "Spent that hour" : "Spent that day",
        scale: "spent",
        fill: accent,
        stroke: accent,
        paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
        value: credits,
      },
      { label: "Balance", scale: "balance", stroke: fg, width: 2, spanGaps: true, value: credits },
      {
        label: "Subscription part",
        scale: "balance",
        stroke: muted,
        dash: [4, 4],
        spanGaps: true,
        value: credits,
      },
      { label: "Top-up part", scale: "balance", stroke: warning, spanGaps: true, value: credits },
      {
        label: bucket === "hour" ? "Top-ups that hour" : "Top-ups that day",
        scale: "balance",
        stroke: warning,
        paths: () => null,
        points: { show: true, size: 10, fill: warning },
        // One dot per bucket: its value says how many top-ups it stands for and the balance after them.
        value: (u: uPlot, value: number | null, _series: number, index: number | null) => {
          const x = index === null ? undefined : u.data[0][index];
          const count = x === undefined ? undefined : counts.get(x);
          return value === null || count === undefined ? "–" : `${count}, balance ${Math.round(value)}`;
        },
      },
    ],
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
  };
}

/** Credits spent per day as bars and the balance as lines, on one time axis; values on hover. */
export default function SpendChart(props: SpendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: uPlot | null = null;
    const draw = () => {
      plot?.destroy();
      plot = new uPlot(optionsOf(Math.max(280, element.clientWidth), props), dataOf(props), element);
    };
    draw();
    const resized = new ResizeObserver(() =>
      plot?.setSize({ width: Math.max(280, element.clientWidth), height: 240 }),
    );
    resized.observe(element);
    // The theme switches colours on <html>; the canvas is drawn again in the new ones.
    const themed = new MutationObserver(draw);
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ["class", "data-theme"] });
    return () => {
      resized.disconnect();
      themed.disconnect();
      plot?.destroy();
    };
  }, [props]);
  return <div ref={box} className="spend-chart w-full min-w-0 overflow-hidden text-xs text-fg" />;
}
