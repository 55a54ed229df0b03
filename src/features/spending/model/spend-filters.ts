import type { CallKind } from "../../../lib/call-records/call-record";

export const CALL_KINDS: readonly CallKind[] = ["search", "plan_run", "tool", "task"];
export const KIND_LABELS: Record<CallKind, string> = {
  search: "Search",
  plan_run: "Plan run",
  tool: "Tool",
  task: "Research task",
};

/** What the page shows, as kept in the URL: local days as YYYY-MM-DD, both ends included. */
export interface SpendFilters {
  from: string;
  to: string;
  kind: CallKind | null;
  tool: string | null;
}

export const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");

/** A local day as YYYY-MM-DD. */
export function dayKey(at: number): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight a YYYY-MM-DD names; null for anything else. */
export function dayStart(key: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : null;
}

/** The next local midnight, DST-safe (a local day is 23 to 25 hours). */
export function nextDay(start: number): number {
  const date = new Date(start + DAY_MS + 3 * 3_600_000);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** The filters a URL asks for; anything unreadable falls back to the last 30 days, all kinds. */
export function readFilters(params: URLSearchParams, now: number): SpendFilters {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const start = new Date(today);
  start.setDate(start.getDate() - (DEFAULT_DAYS - 1));
  let from = params.get("from") ?? "";
  let to = params.get("to") ?? "";
  if (dayStart(to) === null) to = dayKey(today.getTime());
  if (dayStart(from) === null || from > to)
    from = to < dayKey(start.getTime()) ? to : dayKey(start.getTime());
  const kind = params.get("kind");
  const tool = params.get("tool")?.trim() || null;
  return { from, to, kind: CALL_KINDS.includes(kind as CallKind) ? (kind as CallKind) : null, tool };
}

/** The range in ms: from the first day's midnight to just before the midnight after the last day. */
export function rangeOf(filters: SpendFilters): { from: number; to: number } {
  const from = dayStart(filters.from) ?? 0;
  const to = nextDay(dayStart(filters.to) ?? from) - 1;
  return { from, to };
}

/** The URL query of a filter set, leaving out what is the default. */
export function filterQuery(filters: SpendFilters, open?: string | null) {
  return {
    from: filters.from,
    to: filters.to,
    kind: filters.kind ?? undefined,
    tool: filters.tool ?? undefined,
    open: open ?? undefined,
  };
}
