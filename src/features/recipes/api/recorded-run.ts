import { creditsFields } from "../../../lib/call-records/track-call";
import { newCallId, type CallRecord } from "../../../lib/call-records/call-record";
import { recordCall, updateCall } from "../../../lib/call-records/call-records";
import { deviceId } from "../../../lib/call-records/device-id";
import type { Connection } from "../../../lib/connection/connection";
import type { Recipe, RecipeStep, ToolInfo } from "../model/recipe";
import { runRecipe, stepsToSend, type StepAnswer, type StepState } from "../model/run-recipe";

/** One tool call as the tools feature's `executeTool` answers it (the route hands it in). */
export type ExecuteStep = (
  connection: Connection,
  input: { toolName: string; input: Record<string, unknown> },
  signal?: AbortSignal,
) => Promise<{ output: unknown; isError: boolean; errorMessage?: string; usage?: { consumed: number } }>;

/** A step's credits: the answer's `usage.consumed`, else the listed price (said as such). */
function stepCredits(state: StepState, price: number | null): { credits: bigint | null; fromUsage: boolean } {
  if (state.status !== "ok") return { credits: 0n, fromUsage: true };
  const usage = creditsFields(state.consumed, null);
  if (usage.credits !== null) return { credits: usage.credits, fromUsage: true };
  const listed = price !== null && Number.isSafeInteger(price) ? BigInt(price) : null;
  return { credits: listed, fromUsage: false };
}

/** The run as the call record keeps it: the plan's raw_data shape, one entry per step. */
export function runOutput(recipe: Recipe, steps: readonly RecipeStep[], states: readonly StepState[]) {
  return {
    recipe: recipe.name,
    raw_data: steps.map((step, i) => {
      const state = states[i] ?? { status: "waiting" };
      return {
        step_id: step.id,
        tool_name: step.tool_name,
        status: state.status,
        parameters: "input" in state ? state.input : null,
        output: state.status === "ok" ? state.output : null,
        error: state.status === "failed" ? state.error : state.status === "skipped" ? state.reason : null,
      };
    }),
  };
}

/**
 * Runs the steps through POST /tools/execute and keeps one call record for the whole run: written
 * pending when it starts, completed with every step's input, answer and the credits of the steps
 * that ran. The record's writes never delay or break the run.
 */
export interface RecipeRunRequest {
  recipe: Recipe;
  steps: readonly RecipeStep[];
  tools: readonly ToolInfo[];
  report: (index: number, state: StepState) => void;
  reuse?: readonly (StepState | undefined)[] | undefined;
  only?: number | undefined;
  signal?: AbortSignal | undefined;
}

export async function recordedRecipeRun(
  connection: Connection,
  execute: ExecuteStep,
  { recipe, steps, tools, report, reuse, only, signal }: RecipeRunRequest,
): Promise<StepState[]> {
  const toSend = new Set(stepsToSend(steps, reuse, only).map((s) => s.id));
  const record: CallRecord = {
    id: newCallId(),
    at: Date.now(),
    device: deviceId(),
    profileId: connection.profileId,
    kind: "plan_run",
    vertical: null,
    subject: `Recipe “${recipe.name || "Untitled"}” (${toSend.size} of ${steps.length} step${steps.length === 1 ? "" : "s"})`,
    input: { recipe: recipe.name, steps },
    credits: null,
    creditsSource: "not_reported",
    latencyMs: null,
    outcome: "pending",
    error: null,
    output: null,
    ref: null,
    pinned: false,
  };
  const sent = performance.now();
  const written = recordCall(record).catch(() => undefined);
  const prices = new Map(tools.map((t) => [t.name, t.price]));
  const states = await runRecipe(
    steps,
    async (step, input): Promise<StepAnswer> => {
      const answer = await execute(connection, { toolName: step.tool_name, input }, signal);
      return answer.isError
        ? { ok: false, error: answer.errorMessage ?? "the tool reported an error" }
        : { ok: true, output: answer.output, consumed: answer.usage?.consumed ?? null };
    },
    report,
    { ...(reuse ? { reuse } : {}), ...(only === undefined ? {} : { only }) },
  );
  // Answers reused from the screen were paid for by the run that fetched them.
  const credits = steps.map((step, i) =>
    toSend.has(step.id)
      ? stepCredits(states[i] as StepState, prices.get(step.tool_name) ?? null)
      : { credits: 0n, fromUsage: true },
  );
  const known = credits.every((c) => c.credits !== null);
  const total = credits.reduce((sum, c) => sum + (c.credits ?? 0n), 0n);
  const failed = states.filter((s) => s.status === "failed" || s.status === "skipped").length;
  void written
    .then(() =>
      updateCall(record.id, {
        credits: known ? total : null,
        creditsSource: !known ? "not_reported" : credits.every((c) => c.fromUsage) ? "usage" : "listed",
        latencyMs: Math.round(performance.now() - sent),
        outcome: failed === 0 ? "ok" : states.some((s) => s.status === "ok") ? "ok" : "error",
        error: failed === 0 ? null : `${failed} of ${steps.length} steps did not run to an answer`,
        output: runOutput(recipe, steps, states),
      }),
    )
    .catch(() => undefined);
  return states;
}
