import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import type { CallKind, CallOutcome, CallRecord } from "../../../lib/call-records/call-record";
import type { SpendFilters } from "./spend-filters";

/** How a row's credits are known: the wire's usage, the listed price, the service's ledger, or not. */
export type RowCreditsSource = "usage" | "listed" | "ledger" | "not_reported";

/** One charge on the page: a call kept in this browser, or a ledger movement made elsewhere. */
export interface SpendRow {
  id: string;
  at: number;
  kind: CallKind;
  vertical: string | null;
  /** The query, tool name or task title; a ledger-only row shows its reference. */
  subject: string;
  credits: bigint | null;
  creditsSource: RowCreditsSource;
  outcome: CallOutcome;
  ref: string | null;
  /** Whether the answer is kept in this browser (a call record), so it opens without a request. */
  stored: boolean;
}

const CHARGE_KINDS = new Set<string>(["search", "plan_run", "tool", "task"]);

/**
 * The page's rows: every call record, and each ledger charge no record accounts for (made on another
 * device). A record whose credits were not reported takes them from the ledger movements naming its
 * ref, never from a balance difference.
 */
export function joinRows(
  calls: readonly CallRecord[],
  movements: readonly LedgerMovement[] | null,
): SpendRow[] {
  const charges = (movements ?? []).filter((m) => CHARGE_KINDS.has(m.kind));
  const byRef = new Map<string, bigint>();
  for (const movement of charges) {
    if (movement.ref !== null) byRef.set(movement.ref, (byRef.get(movement.ref) ?? 0n) - movement.credits);
  }
  const refs = new Set(calls.flatMap((call) => (call.ref === null ? [] : [call.ref])));
  const rows: SpendRow[] = calls.map((call) => {
    const ledger = call.ref === null ? undefined : byRef.get(call.ref);
    const fromLedger = call.credits === null && ledger !== undefined;
    return {
      id: call.id,
      at: call.at,
      kind: call.kind,
      vertical: call.vertical,
      subject: call.subject,
      credits: fromLedger ? ledger : call.credits,
      creditsSource: fromLedger ? "ledger" : call.creditsSource,
      outcome: call.outcome,
      ref: call.ref,
      stored: true,
    };
  });
  const unmatched = charges.filter((m) => m.ref === null || !refs.has(m.ref));
  const paired = pairByTime(unmatched, rows);
  for (const movement of unmatched) {
    if (paired.has(movement)) continue;
    rows.push({
      id: `ledger:${movement.id}`,
      at: Date.parse(movement.at),
      kind: movement.kind as CallKind,
      vertical: null,
      subject: movement.ref ?? movement.id,
      credits: -movement.credits,
      creditsSource: "ledger",
      outcome: "ok",
      ref: movement.ref,
      stored: false,
    });
  }
  return rows.sort((a, b) => b.at - a.at);
}

// A call's record may name another id than its ledger movement (a search's result id against the plan
// the service charged; a tool answer in the spec dialect names no execution at all).
const PAIR_WINDOW_MS = 120_000;

/**
 * Ledger charges that are calls kept here under another id: the same kind and credits, within two
 * minutes, each record paired at most once and with the nearest movement.
 */
function pairByTime(movements: readonly LedgerMovement[], rows: readonly SpendRow[]): Set<LedgerMovement> {
  const paired = new Set<LedgerMovement>();
  const taken = new Set<SpendRow>();
  for (const movement of movements) {
    const at = Date.parse(movement.at);
    let best: SpendRow | undefined;
    for (const row of rows) {
      if (taken.has(row) || row.kind !== movement.kind || Math.abs(row.at - at) > PAIR_WINDOW_MS) continue;
      if (row.credits !== null && row.credits !== -movement.credits) continue;
      if (!best || Math.abs(row.at - at) < Math.abs(best.at - at)) best = row;
    }
    if (best) {
      taken.add(best);
      paired.add(movement);
    }
  }
  return paired;
}

/** The rows a filter set keeps; `tool` matches the tool of a tool call (its subject). */
export function filterRows(
  rows: readonly SpendRow[],
  filters: SpendFilters,
  range: { from: number; to: number },
) {
  return rows.filter(
    (row) =>
      row.at >= range.from &&
      row.at <= range.to &&
      (filters.kind === null || row.kind === filters.kind) &&
      (filters.tool === null || (row.kind === "tool" && row.subject === filters.tool)),
  );
}
