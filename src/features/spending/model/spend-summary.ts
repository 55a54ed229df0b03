import { dayKey, dayStart, nextDay } from "./spend-filters";
import type { SpendRow } from "./spend-rows";

export interface DayTotal {
  /** Local midnight, ms. */
  day: number;
  credits: bigint;
}

/** Credits per local day over the range, zero days included, oldest first. */
export function dailyTotals(rows: readonly SpendRow[], from: string, to: string): DayTotal[] {
  const sums = new Map<string, bigint>();
  for (const row of rows) {
    if (row.credits === null) continue;
    const key = dayKey(row.at);
    sums.set(key, (sums.get(key) ?? 0n) + row.credits);
  }
  const days: DayTotal[] = [];
  const last = dayStart(to) ?? 0;
  for (let day = dayStart(from) ?? last; day <= last && days.length < 3_700; day = nextDay(day)) {
    days.push({ day, credits: sums.get(dayKey(day)) ?? 0n });
  }
  return days;
}

export interface Share {
  key: string;
  credits: bigint;
  calls: number;
}

/** Credits and calls per key, dearest first; ties by name so the order is stable. */
export function breakdown(rows: readonly SpendRow[], keyOf: (row: SpendRow) => string | null): Share[] {
  const shares = new Map<string, Share>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const share = shares.get(key) ?? { key, credits: 0n, calls: 0 };
    share.credits += row.credits ?? 0n;
    share.calls += 1;
    shares.set(key, share);
  }
  return [...shares.values()].sort((a, b) =>
    a.credits === b.credits ? a.key.localeCompare(b.key) : a.credits > b.credits ? -1 : 1,
  );
}

export function totalOf(rows: readonly SpendRow[]): { credits: bigint; unreported: number } {
  let credits = 0n;
  let unreported = 0;
  for (const row of rows) {
    if (row.credits === null) unreported += 1;
    else credits += row.credits;
  }
  return { credits, unreported };
}
