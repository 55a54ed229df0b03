import { Card } from "../../../components/ui/card";
import { formatDate, formatInteger } from "../../../lib/format";
import type { Reading } from "../model/balance-history";
import { formatClock } from "../model/credit-format";

/** What this browser last saw, clearly not current: shown while the balance cannot be loaded. */
export function LastKnownFigures({ reading }: { reading: Reading }) {
  const rows = [
    ["Total", reading.total],
    ["Subscription", reading.subscription],
    ["Top-up", reading.topUp],
  ] as const;
  return (
    <Card aria-label="Last known figures">
      <p className="text-sm font-semibold">
        Last known figures, from {formatDate(reading.lastSeen)} {formatClock(reading.lastSeen)} (not current)
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm tabular-nums">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd>{formatInteger(value)} credits</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
