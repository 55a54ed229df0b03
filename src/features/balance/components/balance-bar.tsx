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
      <div role="img" aria-label={label} className="flex h-3 w-full overflow-hidden rounded-full bg-track">
        <div className="h-full bg-chart-1" style={{ width: `${sub}%` }} />
        <div className="h-full bg-chart-2" style={{ width: `${top}%` }} />
      </div>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <li className="flex items-center gap-1.5">
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
