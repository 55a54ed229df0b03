import { dependencyGraph, stepIndexFor, topologicalOrder } from "./dependencies.ts";
import { resolveObject, UnresolvedReferenceError } from "./references.ts";
import type { JsonObject, PlanStep } from "./types.ts";

export type ExecuteResult = { ok: true; output: unknown } | { ok: false; error: string };

/** What happened to one step; `parameters` are the resolved values, null when resolution failed. */
export type StepOutcome =
  | { ok: true; parameters: JsonObject; output: unknown }
  | { ok: false; parameters: JsonObject | null; error: string };

export type ExecuteStep = (step: PlanStep, parameters: JsonObject) => Promise<ExecuteResult>;

/**
 * Runs every step as soon as the steps it reads from have finished, so independent steps run
 * concurrently. A step whose dependency failed, or whose reference cannot be resolved, fails
 * without calling `execute` (and so is never charged).
 */
export async function runSteps(steps: readonly PlanStep[], execute: ExecuteStep): Promise<StepOutcome[]> {
  topologicalOrder(steps); // throws PlanGraphError on a cycle, which would otherwise wait forever
  const deps = dependencyGraph(steps);
  const started = new Map<number, Promise<StepOutcome>>();

  const start = (index: number): Promise<StepOutcome> => {
    const existing = started.get(index);
    if (existing) return existing;
    const promise = runOne(index);
    started.set(index, promise);
    return promise;
  };

  const runOne = async (index: number): Promise<StepOutcome> => {
    const step = steps[index] as PlanStep;
    const upstream = await Promise.all((deps[index] ?? []).map(start));
    const failed = (deps[index] ?? []).find((_d, i) => !upstream[i]?.ok);
    if (failed !== undefined) {
      return {
        ok: false,
        parameters: null,
        error: `skipped: step ${failed} ("${steps[failed]?.id}") failed`,
      };
    }
    let parameters: JsonObject;
    try {
      parameters = resolveObject(step.parameters, (key) => {
        const dep = stepIndexFor(steps, key);
        const outcome = dep === undefined ? undefined : upstream[(deps[index] ?? []).indexOf(dep)];
        return outcome?.ok ? { output: outcome.output } : undefined;
      });
    } catch (error) {
      if (error instanceof UnresolvedReferenceError)
        return { ok: false, parameters: null, error: error.message };
      throw error;
    }
    try {
      const result = await execute(step, parameters);
      return result.ok
        ? { ok: true, parameters, output: result.output }
        : { ok: false, parameters, error: result.error };
    } catch (error) {
      return { ok: false, parameters, error: error instanceof Error ? error.message : String(error) };
    }
  };

  return Promise.all(steps.map((_s, i) => start(i)));
}
