import { creditsFields, trackCall } from "../../../lib/call-records/track-call";
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

export interface RecipeRunRequest {
  recipe: Recipe;
  steps: readonly RecipeStep[];
  tools: readonly ToolInfo[];
  report: (index: number, state: StepState) => void;
  reuse?: readonly (StepState | undefined)[] | undefined;
  only?: number | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * Runs the steps through POST /tools/execute and keeps one call record for the whole run (through
 * `trackCall`, as every paid call): written pending when it starts, completed with every step's input,
 * answer and the credits of the steps that ran, or marked failed if the run throws. The record's
 * writes never delay or break the run.
 */
export async function recordedRecipeRun(
  connection: Connection,
  execute: ExecuteStep,
  { recipe, steps, tools, report, reuse, only, signal }: RecipeRunRequest,
): Promise<StepState[]> {
  const toSend = new Set(stepsToSend(steps, reuse, only).map((s) => s.id));
  const prices = new Map(tools.map((t) => [t.name, t.price]));
  return trackCall(
    {
      profileId: connection.profileId,
      kind: "plan_run",
      vertical: null,
      subject: `Recipe “${recipe.name || "Untitled"}” (${toSend.size} of ${steps.length} step${steps.length === 1 ? "" : "s"})`,
      input: { recipe: recipe.name, steps },
    },
    () =>
      runRecipe(
        steps,
        async (step, input): Promise<StepAnswer> => {
          const answer = await execute(connection, { toolName: step.tool_name, input }, signal);
          return answer.isError
            ? { ok: false, error: answer.errorMessage ?? "the tool reported an error" }
            : { ok: true, output: answer.output, consumed: answer.usage?.consumed ?? null };
        },
        report,
        { ...(reuse ? { reuse } : {}), ...(only === undefined ? {} : { only }) },
      ),
    (states) => {
      // Answers reused from the screen were paid for by the run that fetched them.
      const credits = steps.map((step, i) =>
        toSend.has(step.id)
          ? stepCredits(states[i] as StepState, prices.get(step.tool_name) ?? null)
          : { credits: 0n, fromUsage: true },
      );
      const known = credits.every((c) => c.credits !== null);
      const total = credits.reduce((sum, c) => sum + (c.credits ?? 0n), 0n);
      const failed = states.filter((s) => s.status === "failed" || s.status === "skipped").length;
      return {
        consumed: null,
        credits: {
          credits: known ? total : null,
          creditsSource: !known ? "not_reported" : credits.every((c) => c.fromUsage) ? "usage" : "listed",
        },
        outcome: failed === 0 ? "ok" : states.some((s) => s.status === "ok") ? "ok" : "error",
        error: failed === 0 ? null : `${failed} of ${steps.length} steps did not run to an answer`,
        output: runOutput(recipe, steps, states),
        ref: null,
      };
    },
  );
}
