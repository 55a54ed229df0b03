import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { bucketStart, type Bucket } from "./spend-summary";

/** One balance as read in this browser (the Balance page's readings, handed over by the route). */
export interface BalanceReading {
  at: number;
  total: bigint;
  subscription: bigint;
  topUp: bigint;
}

export interface BalanceLine {
  source: "ledger" | "readings";
  /** Total balance after each movement (ledger) or at each reading, oldest first. */
  total: Array<{ at: number; credits: bigint }>;
  /** The two parts as this browser read them; the ledger lists totals only. */
  parts: BalanceReading[];
  /** When credits were topped up, with the balance right after. */
  topUps: Array<{ at: number; credits: bigint }>;
}

const inRange = (at: number, range: { from: number; to: number }) => at >= range.from && at <= range.to;

/**
 * The balance over the page's range: from the service's ledger when it lists movements (every device,
 * every movement), else from this browser's readings, where a top-up shows as a rise of the top-up part.
 */
export function balanceLine(
  movements: readonly LedgerMovement[] | null,
  readings: readonly BalanceReading[],
  range: { from: number; to: number },
): BalanceLine {
  const parts = readings.filter((r) => inRange(r.at, range)).sort((a, b) => a.at - b.at);
  if (movements !== null) {
    const kept = movements
      .map((m) => ({ ...m, time: Date.parse(m.at) }))
      .filter((m) => inRange(m.time, range))
      .sort((a, b) => a.time - b.time);
    return {
      source: "ledger",
      total: kept.map((m) => ({ at: m.time, credits: m.balanceAfter })),
      parts,
      topUps: kept.filter((m) => m.kind === "top_up").map((m) => ({ at: m.time, credits: m.balanceAfter })),
    };
  }
  const ordered = [...readings].sort((a, b) => a.at - b.at);
  const topUps = ordered.flatMap((reading, i) => {
    const before = ordered[i - 1];
    return before && reading.topUp > before.topUp && inRange(reading.at, range)
      ? [{ at: reading.at, credits: reading.total }]
      : [];
  });
  return {
    source: "readings",
    total: parts.map((r) => ({ at: r.at, credits: r.total })),
    parts,
    topUps,
  };
}

export interface TopUpDot {
  /** The last top-up of its bucket, ms. */
  at: number;
  /** The balance right after that last top-up. */
  credits: bigint;
  /** How many top-ups the bucket holds. */
  count: number;
}

/**
 * One dot per bucket of the chart (hour or day) for the top-ups in it: many top-ups minutes apart would
 * otherwise be drawn as a column of dots on one spot. The dot sits at the bucket's last top-up.
 */
export function topUpDots(topUps: BalanceLine["topUps"], bucket: Bucket): TopUpDot[] {
  const byBucket = new Map<number, TopUpDot>();
  for (const t of [...topUps].sort((a, b) => a.at - b.at)) {
    const key = bucketStart(bucket, t.at);
    const count = (byBucket.get(key)?.count ?? 0) + 1;
    byBucket.set(key, { at: t.at, credits: t.credits, count });
  }
  return [...byBucket.values()];
}
