import { cn } from "../../../components/ui/cn";
import { formatInteger, percentOf } from "../../../lib/format";

interface BalanceBarProps {
  subscription: bigint;
  topUp: bigint;
}

const clamp = (value: bigint) => (value > 0n ? value : 0n);

export function BalanceBar({ subscription, topUp }: BalanceBarProps) {
  const total = clamp(subscription) + clamp(topUp);
  const sub = percentOf(clamp(subscription), total);
  const top = total > 0n ? 100 - sub : 0;
  const pct = (value: number) => `${Math.round(value)}%`;
  const label =
    total > 0n
      ? `Split of the total: subscription ${formatInteger(subscription)} credits (${pct(sub)}), ` +
        `top-up ${formatInteger(topUp)} credits (${pct(top)})`
      : "No credits in either part";

  return (
    <div>
      {/* The top-up part is the track behind the subscription part: a new split only changes one
          width, and no part moves (a moving part is a layout shift on every refresh). */}
      <div
        role="img"
        aria-label={label}
        className={cn("h-3 w-full overflow-hidden rounded-full", total > 0n ? "bg-chart-2" : "bg-track")}
      >
        <div className="h-full bg-chart-1" style={{ width: `${sub}%` }} />
      </div>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted tabular-nums">
        {/* Wide enough for "100%", so the second entry stays put when the first figure grows. */}
        <li className="flex min-w-32 items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-chart-1" />
          Subscription {pct(sub)}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-chart-2" />
          Top-up {pct(top)}
        </li>
      </ul>
    </div>
  );
}
