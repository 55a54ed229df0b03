import {
  resolveParameters,
  stepIndexFor,
  UnresolvedReferenceError,
} from "../../../../common/step-references";
import type { RecipeStep } from "./recipe";
import { dependencyGraph } from "./recipe-graph";

/** What one step of a run has come to; `input` is the step's parameters with references resolved. */
export type StepState =
  | { status: "waiting" }
  | { status: "running"; input: Record<string, unknown> }
  | { status: "ok"; input: Record<string, unknown>; output: unknown; consumed: number | null }
  | { status: "failed"; input: Record<string, unknown> | null; error: string }
  | { status: "skipped"; reason: string };

/** One tool call's answer as the runner needs it. */
export type StepAnswer =
  { ok: true; output: unknown; consumed: number | null } | { ok: false; error: string };

export type RunStep = (step: RecipeStep, input: Record<string, unknown>) => Promise<StepAnswer>;

export interface RunOptions {
  /** Answers kept from an earlier run: a step with an "ok" state here is not sent again. */
  reuse?: readonly (StepState | undefined)[];
  /** Run only this step and the steps it needs that have no kept answer. */
  only?: number;
}

/** `target` and, through references, every step it needs that has no answer yet. */
function needed(deps: readonly number[][], target: number, states: readonly StepState[]): Set<number> {
  const found = new Set<number>();
  const visit = (i: number) => {
    if (found.has(i) || (i !== target && states[i]?.status === "ok")) return;
    found.add(i);
    (deps[i] ?? []).forEach(visit);
  };
  visit(target);
  return found;
}

/** The steps a run with these options may send (what the spending gate is asked about). */
export function stepsToSend(
  steps: readonly RecipeStep[],
  reuse?: RunOptions["reuse"],
  only?: number,
): RecipeStep[] {
  const states: StepState[] = steps.map((_s, i) => {
    const kept = reuse?.[i];
    return kept?.status === "ok" && i !== only ? kept : { status: "waiting" };
  });
  const wanted = only === undefined ? null : needed(dependencyGraph(steps), only, states);
  return steps.filter((_s, i) => states[i]?.status !== "ok" && (wanted === null || wanted.has(i)));
}

/**
 * Runs every step once the steps it reads from have answered, so independent steps run side by
 * side. A step whose source failed is skipped (never sent, never charged) and says which and why;
 * the others finish. `report` hears every change, in order.
 */
export async function runRecipe(
  steps: readonly RecipeStep[],
  run: RunStep,
  report: (index: number, state: StepState) => void = () => undefined,
  options: RunOptions = {},
): Promise<StepState[]> {
  const deps = dependencyGraph(steps);
  const states: StepState[] = steps.map((_s, i) => {
    const kept = options.reuse?.[i];
    return kept?.status === "ok" && i !== options.only ? kept : { status: "waiting" };
  });
  const wanted = options.only === undefined ? null : needed(deps, options.only, states);
  const set = (index: number, state: StepState) => {
    states[index] = state;
    report(index, state);
  };
  const started = new Map<number, Promise<StepState>>();
  const start = (index: number, path: Set<number>): Promise<StepState> => {
    const known = started.get(index);
    if (known) return known;
    if (states[index]?.status === "ok") return Promise.resolve(states[index]);
    const promise = runOne(index, new Set([...path, index]));
    started.set(index, promise);
    return promise;
  };
  const runOne = async (index: number, path: Set<number>): Promise<StepState> => {
    const step = steps[index] as RecipeStep;
    const sources = deps[index] ?? [];
    if (sources.some((s) => path.has(s))) {
      set(index, { status: "skipped", reason: "it waits on itself through a cycle" });
      return states[index] as StepState;
    }
    const upstream = await Promise.all(sources.map((s) => start(s, path)));
    const failed = sources.find((_s, i) => upstream[i]?.status !== "ok");
    if (failed !== undefined) {
      const source = steps[failed] as RecipeStep;
      const why = upstream[sources.indexOf(failed)];
      const detail =
        why?.status === "failed" ? why.error : why?.status === "skipped" ? "it was skipped" : "no answer";
      set(index, {
        status: "skipped",
        reason: `skipped: ${source.id} (${source.tool_name}) failed: ${detail}`,
      });
      return states[index] as StepState;
    }
    let input: Record<string, unknown>;
    try {
      input = resolveParameters(step.parameters, (key) => {
        const at = stepIndexFor(steps, key);
        const state = at === undefined ? undefined : states[at];
        return state?.status === "ok" ? { output: state.output } : undefined;
      });
    } catch (error) {
      if (!(error instanceof UnresolvedReferenceError)) throw error;
      set(index, { status: "failed", input: null, error: error.message });
      return states[index] as StepState;
    }
    set(index, { status: "running", input });
    try {
      const answer = await run(step, input);
      set(
        index,
        answer.ok
          ? { status: "ok", input, output: answer.output, consumed: answer.consumed }
          : { status: "failed", input, error: answer.error },
      );
    } catch (error) {
      set(index, { status: "failed", input, error: error instanceof Error ? error.message : String(error) });
    }
    return states[index] as StepState;
  };
  await Promise.all(
    steps.flatMap((_s, i) => (wanted === null || wanted.has(i) ? [start(i, new Set())] : [])),
  );
  return states;
}
