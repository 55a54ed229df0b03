import type { Dialect } from "../config.ts";
import { totalOf, type Balance } from "../billing/ledger.ts";
import { resultId } from "../http/ids.ts";
import { toWireInt } from "../http/wire.ts";
import type { StoredPlan } from "./plan-store.ts";
import type { StepOutcome } from "./run-steps.ts";
import type { RunOutcome } from "./search-service.ts";
import { writeSummary } from "./summary-writer.ts";
import type { Summarization } from "./types.ts";

export function accountBlock(balance: Balance, now: Date) {
  return { balance: toWireInt(totalOf(balance)), balance_timestamp: now.toISOString() };
}

/**
 * Spec 2.7. `expires_at` is this service's extension: production plans expire too but do not say when.
 * `vertical_id` (the vertical planned in, given or auto-detected) is sent in the spec dialect only.
 */
export function planBody(plan: StoredPlan, balance: Balance, now: Date, dialect: Dialect = "spec") {
  return {
    id: plan.id,
    status: plan.planningStatus === "success" ? "pending_confirmation" : "failed",
    steps: plan.steps,
    reason: plan.reason,
    usage: { estimated: toWireInt(plan.estimate), consumed: 0 },
    deterministicSignature: plan.signature,
    account: accountBlock(balance, now),
    expires_at: new Date(plan.expiresAt).toISOString(),
    ...verticalField(plan, dialect),
  };
}

/** Production does not say which vertical it chose; the spec dialect does (this service's extension). */
function verticalField(plan: StoredPlan, dialect: Dialect): { vertical_id?: string } {
  return dialect === "spec" ? { vertical_id: plan.vertical } : {};
}

export interface ResultOptions {
  summarization?: Summarization;
  includeRawData: boolean;
  includePlanning: boolean;
  dialect: Dialect;
  /** A `POST /search` answers with its plan's id (the ref of its ledger movement). */
  call?: "search" | "plan_run";
}

/**
 * Without summarization the spec dialect sends `summary: ""`; production leaves the key out (the
 * service SDK's live test asserts it is absent).
 */
function summaryField(options: ResultOptions, text: () => string): { summary?: string } {
  if (options.dialect === "production" && !options.summarization?.enable) return {};
  return { summary: text() };
}

/** A failed step keeps its place in raw_data with `output: null` and an `error`, so every step is accounted for. */
function rawEntry(plan: StoredPlan, outcome: StepOutcome | undefined, index: number) {
  const step = plan.steps[index];
  const base = { step_id: step?.id ?? String(index), tool_name: step?.tool_name ?? "" };
  if (outcome?.ok) return { ...base, parameters: outcome.parameters, output: outcome.output };
  return {
    ...base,
    parameters: outcome?.parameters ?? step?.parameters ?? {},
    output: null,
    error: outcome?.error ?? "not run",
  };
}

/** Spec 2.9. Production differs in the id (the plan's own) and in leaving out an unrequested summary. */
export function resultBody(run: RunOutcome, options: ResultOptions, now: Date) {
  const { plan, outcomes } = run;
  const steps = plan.steps.map((s, i) => ({ tool_name: s.tool_name, outcome: outcomes[i] ?? notRun }));
  return {
    id: resultId(options.dialect, plan.id, options.call),
    ...summaryField(options, () => writeSummary(plan.query, steps, options.summarization)),
    ...(options.includeRawData
      ? { raw_data: plan.steps.map((_s, i) => rawEntry(plan, outcomes[i], i)) }
      : {}),
    ...(options.includePlanning
      ? { planning: { status: "success", steps: plan.steps, reason: plan.reason } }
      : {}),
    usage: { estimated: toWireInt(plan.estimate), consumed: toWireInt(run.consumed) },
    deterministicSignature: plan.signature,
    account: accountBlock(run.balance, now),
    ...verticalField(plan, options.dialect),
  };
}

const notRun: StepOutcome = { ok: false, parameters: null, error: "not run" };

/**
 * A search whose query could not be planned: nothing ran and nothing was charged. The planning
 * block is always present here, because it is the only place the reason can be read.
 */
export function unplannedBody(plan: StoredPlan, options: ResultOptions, balance: Balance, now: Date) {
  const summary = options.summarization?.enable ? `The query could not be planned. ${plan.reason}` : "";
  return {
    id: resultId(options.dialect, plan.id, options.call),
    ...summaryField(options, () => summary),
    ...(options.includeRawData ? { raw_data: [] } : {}),
    planning: { status: "failed", steps: [], reason: plan.reason },
    usage: { estimated: 0, consumed: 0 },
    deterministicSignature: plan.signature,
    account: accountBlock(balance, now),
    ...verticalField(plan, options.dialect),
  };
}
