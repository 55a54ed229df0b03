import { formatCredits } from "../../../lib/format";
import { dayKey } from "../model/spend-filters";
import type { DayTotal } from "../model/spend-summary";

/** The chart's figures as text: exact, readable by keyboard and screen reader. */
export function DailyTable({ days }: { days: readonly DayTotal[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted">Daily figures</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table aria-label="Credits spent per day" className="w-full">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                Day
              </th>
              <th scope="col" className="text-right">
                Spent
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day} className="border-t border-border">
                <td className="py-1 tabular-nums">{dayKey(day.day)}</td>
                <td className="py-1 text-right tabular-nums">{formatCredits(day.credits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
