import { dayKey, dayStart, nextDay } from "./spend-filters";
import type { SpendRow } from "./spend-rows";

export type Bucket = "hour" | "day";

export interface BucketTotal {
  /** The bucket's start (local midnight or the top of an hour), ms. */
  at: number;
  credits: bigint;
}

export interface SpendSeries {
  bucket: Bucket;
  /** Oldest first, empty buckets included. */
  points: BucketTotal[];
}

const HOUR_MS = 3_600_000;
const TWO_DAYS_MS = 48 * HOUR_MS;
const MAX_BUCKETS = 3_700;

const hourOf = (at: number) => {
  const date = new Date(at);
  date.setMinutes(0, 0, 0);
  return date.getTime();
};

/** The start of the bucket holding `at`: the top of its hour, or its local midnight. */
export function bucketStart(bucket: Bucket, at: number): number {
  return bucket === "hour" ? hourOf(at) : (dayStart(dayKey(at)) ?? at);
}

/**
 * Credits per bucket over the range: hours when the range or the charges in it span under two days
 * (then over the charges' hours only, a long range of one busy afternoon reads as that afternoon),
 * local days otherwise.
 */
export function spendSeries(rows: readonly SpendRow[], range: { from: number; to: number }): SpendSeries {
  const charged = rows.filter((row) => row.credits !== null && row.at >= range.from && row.at <= range.to);
  const times = charged.map((row) => row.at);
  const first = times.length > 0 ? Math.min(...times) : range.from;
  const last = times.length > 0 ? Math.max(...times) : range.to;
  const shortRange = range.to - range.from < TWO_DAYS_MS;
  if (shortRange || (charged.length > 0 && last - first < TWO_DAYS_MS)) {
    const [from, to] = shortRange ? [range.from, range.to] : [first, last];
    return {
      bucket: "hour",
      points: sums(charged, hourOf, hourOf(from), to, (at) => hourOf(at + HOUR_MS + 60_000)),
    };
  }
  const day = (at: number) => dayStart(dayKey(at)) ?? at;
  return { bucket: "day", points: sums(charged, day, day(range.from), range.to, nextDay) };
}

function sums(
  rows: readonly SpendRow[],
  bucketOf: (at: number) => number,
  from: number,
  to: number,
  next: (at: number) => number,
): BucketTotal[] {
  const totals = new Map<number, bigint>();
  for (const row of rows) {
    const at = bucketOf(row.at);
    totals.set(at, (totals.get(at) ?? 0n) + (row.credits ?? 0n));
  }
  const points: BucketTotal[] = [];
  for (let at = from; at <= to && points.length < MAX_BUCKETS; at = next(at)) {
    points.push({ at, credits: totals.get(at) ?? 0n });
  }
  return points;
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
