import { formatCredits } from "../../../lib/format";
import { dayKey } from "../model/spend-filters";
import type { SpendSeries } from "../model/spend-summary";
import { timeText } from "./charge-list";

/** The chart's figures as text: exact, readable by keyboard and screen reader. */
export function DailyTable({ series }: { series: SpendSeries }) {
  const hourly = series.bucket === "hour";
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted">{hourly ? "Hourly figures" : "Daily figures"}</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table aria-label={hourly ? "Credits spent per hour" : "Credits spent per day"} className="w-full">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {hourly ? "Hour" : "Day"}
              </th>
              <th scope="col" className="text-right">
                Spent
              </th>
            </tr>
          </thead>
          <tbody>
            {[...series.points].reverse().map((point) => (
              <tr key={point.at} className="border-t border-border">
                <td className="py-1 tabular-nums">{hourly ? timeText(point.at) : dayKey(point.at)}</td>
                <td className="py-1 text-right tabular-nums">{formatCredits(point.credits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
