import type { HistoryEntry } from "./history-schema";

/** Plans live 5 minutes (production); the reference service also says when. */
export const PLAN_LIFETIME_MS = 5 * 60 * 1000;

/** How a plan stands, from what the service said first and from its clock second. */
export type PlanState = "run" | "run-elsewhere" | "unplanned" | "expired" | "pending";

export function planState(entry: Extract<HistoryEntry, { kind: "plan" }>, now: number): PlanState {
  if (entry.result) return "run";
  if (entry.plan.status !== "pending_confirmation") return "unplanned";
  if (entry.plan.closed === "already_run") return "run-elsewhere";
  if (entry.plan.closed === "expired") return "expired";
  return planExpiresAt(entry) <= now ? "expired" : "pending";
}

export function planExpiresAt(entry: Extract<HistoryEntry, { kind: "plan" }>): number {
  const stated = entry.plan.expiresAt ? Date.parse(entry.plan.expiresAt) : Number.NaN;
  return Number.isNaN(stated) ? entry.at + PLAN_LIFETIME_MS : stated;
}

/** What a history row shows: credits spent (or estimated, for a plan not yet run) and the signature. */
export function entryFacts(entry: HistoryEntry): {
  credits: number | null;
  /** "none": nothing ran (a failed search, an unplannable plan), so no credits are shown. */
  creditsKind: "consumed" | "estimated" | "none";
  signature: string | null;
} {
  const result = entry.result;
  if (result) {
    return {
      credits: result.usage?.consumed ?? null,
      creditsKind: "consumed",
      signature: result.deterministicSignature,
    };
  }
  const plan = entry.kind === "plan" ? entry.plan : null;
  // Nothing ran: a failed search, or a plan the service could not make.
  // A plan run elsewhere was charged there, by an amount this browser never saw.
  if (
    entry.kind === "search" ||
    (plan && (plan.status !== "pending_confirmation" || plan.closed === "already_run"))
  ) {
    return { credits: null, creditsKind: "none", signature: null };
  }
  return {
    credits: plan?.usage?.estimated ?? null,
    creditsKind: "estimated",
    signature: plan?.deterministicSignature ?? null,
  };
}
