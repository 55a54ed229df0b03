import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import type { CallKind, CallOutcome, CallRecord } from "../../../lib/call-records/call-record";
import type { SpendFilters } from "./spend-filters";

/** How a row's credits are known: the wire's usage, the listed price, the service's ledger, or not. */
export type RowCreditsSource = "usage" | "listed" | "ledger" | "not_reported";

/** One ledger movement of a row (a task has one per sub-question it charged). */
export interface RowPart {
  id: string;
  at: number;
  credits: bigint;
  vertical: string | null;
}

/** One charge on the page: a call kept in this browser, or the ledger's charges of a call made elsewhere. */
export interface SpendRow {
  id: string;
  at: number;
  kind: CallKind;
  vertical: string | null;
  /** The query, tool name or task question; the ledger's words when it says, so every device reads the same. */
  subject: string;
  credits: bigint | null;
  creditsSource: RowCreditsSource;
  outcome: CallOutcome;
  ref: string | null;
  /** Whether the answer is kept in this browser (a call record), so it opens without a request. */
  stored: boolean;
  /** The ledger movements this row sums (empty when the service lists none). */
  parts: readonly RowPart[];
}

const CHARGE_KINDS = new Set<string>(["search", "plan_run", "tool", "task"]);

interface ChargeGroup {
  ref: string | null;
  kind: CallKind;
  subject: string | null;
  vertical: string | null;
  credits: bigint;
  parts: RowPart[];
}

/** The ledger's charges, one group per call: every charge naming one ref is one call (a task's are several). */
function groupCharges(movements: readonly LedgerMovement[]): ChargeGroup[] {
  const groups = new Map<string, ChargeGroup>();
  for (const m of movements) {
    if (!CHARGE_KINDS.has(m.kind)) continue;
    const key = m.ref === null ? `movement:${m.id}` : `${m.kind}:${m.ref}`;
    const group = groups.get(key) ?? {
      ref: m.ref,
      kind: m.kind as CallKind,
      subject: null,
      vertical: null,
      credits: 0n,
      parts: [],
    };
    group.subject ??= m.subject;
    group.vertical ??= m.vertical;
    group.credits -= m.credits;
    group.parts.push({ id: m.id, at: Date.parse(m.at), credits: -m.credits, vertical: m.vertical });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * The page's rows: every call record, and each call of the ledger that no record names (made on
 * another device). They are joined by `ref` alone, the id the client received for the call, which
 * is also every charge's ref in the ledger (docs/interfaces.md, "Listing movements"). When the ledger
 * names a call its figures win: the sum of its charges, its subject and vertical.
 */
export function joinRows(
  calls: readonly CallRecord[],
  movements: readonly LedgerMovement[] | null,
): SpendRow[] {
  const groups = groupCharges(movements ?? []);
  const byRef = new Map(groups.flatMap((g) => (g.ref === null ? [] : [[`${g.kind}:${g.ref}`, g] as const])));
  const joined = new Set<ChargeGroup>();
  const rows: SpendRow[] = calls.map((call) => {
    const group = call.ref === null ? undefined : byRef.get(`${call.kind}:${call.ref}`);
    if (group === undefined || joined.has(group)) {
      return { ...recordFields(call), credits: call.credits, creditsSource: call.creditsSource, parts: [] };
    }
    joined.add(group);
    const sameFigure = call.credits === group.credits;
    return {
      ...recordFields(call),
      subject: group.subject ?? call.subject,
      vertical: group.vertical ?? call.vertical,
      credits: group.credits,
      creditsSource: sameFigure ? call.creditsSource : "ledger",
      parts: group.parts,
    };
  });
  for (const group of groups) {
    if (joined.has(group)) continue;
    const first = group.parts[group.parts.length - 1];
    rows.push({
      id: `ledger:${group.ref ?? first?.id ?? ""}`,
      at: first?.at ?? 0,
      kind: group.kind,
      vertical: group.vertical,
      subject: group.subject ?? group.ref ?? "a charge the ledger does not name",
      credits: group.credits,
      creditsSource: "ledger",
      outcome: "ok",
      ref: group.ref,
      stored: false,
      parts: group.parts,
    });
  }
  return rows.sort((a, b) => b.at - a.at);
}

function recordFields(call: CallRecord) {
  return {
    id: call.id,
    at: call.at,
    kind: call.kind,
    vertical: call.vertical,
    subject: call.subject,
    outcome: call.outcome,
    ref: call.ref,
    stored: true,
  };
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
