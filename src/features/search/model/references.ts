import type { PlanStep } from "../api/search-blocks";
import { isRecord } from "../../../../common/plain-object";

/** `{"$fromStep": "0", "$outputKey": "coins.0.id"}`: an earlier step's output, by step id or index. */
export interface StepReference {
  $fromStep: string | number;
  $outputKey: string;
}

/** A string assembled from references: `{0}`, `{1}` … are replaced by `$values[i]`. */
export interface TemplateReference {
  $fromTemplateString: string;
  $values: StepReference[];
}

export function isStepReference(value: unknown): value is StepReference {
  return (
    isRecord(value) &&
    (typeof value.$fromStep === "string" || typeof value.$fromStep === "number") &&
    typeof value.$outputKey === "string"
  );
}

export function isTemplateReference(value: unknown): value is TemplateReference {
  return (
    isRecord(value) &&
    typeof value.$fromTemplateString === "string" &&
    Array.isArray(value.$values) &&
    value.$values.every(isStepReference)
  );
}

/** The producing step's position: an id match wins, a bare index is the fallback (both are seen). */
export function producerIndex(reference: StepReference, steps: readonly PlanStep[]): number | null {
  const key = String(reference.$fromStep);
  const byId = steps.findIndex((step) => step.id === key);
  if (byId >= 0) return byId;
  const index = /^\d+$/.test(key) ? Number(key) : -1;
  return index >= 0 && index < steps.length ? index : null;
}

/** Every reference anywhere inside a parameter value, templates included. */
export function referencesIn(value: unknown): StepReference[] {
  if (isStepReference(value)) return [value];
  if (isTemplateReference(value)) return value.$values;
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (isRecord(value)) return Object.values(value).flatMap(referencesIn);
  return [];
}

/** For each step, the positions of the steps it reads from (sorted, no duplicates, no self). */
export function dependencies(steps: readonly PlanStep[]): number[][] {
  return steps.map((step, self) => {
    const found = new Set<number>();
    for (const reference of referencesIn(step.parameters)) {
      const index = producerIndex(reference, steps);
      if (index !== null && index !== self) found.add(index);
    }
    return [...found].sort((a, b) => a - b);
  });
}

/** Column of each step in the graph: 0 for steps that read nothing, else one past their deepest input. */
export function depths(edges: readonly number[][]): number[] {
  const memo = new Map<number, number>();
  const depthOf = (index: number, seen: Set<number>): number => {
    const known = memo.get(index);
    if (known !== undefined) return known;
    // A cycle cannot run; it is drawn flat rather than looping forever.
    if (seen.has(index)) return 0;
    seen.add(index);
    const inputs = edges[index] ?? [];
    const depth = inputs.length === 0 ? 0 : 1 + Math.max(...inputs.map((i) => depthOf(i, seen)));
    memo.set(index, depth);
    return depth;
  };
  return edges.map((_inputs, index) => depthOf(index, new Set()));
}

/** The anchor id of a step in the timeline; chips link to it. */
export function stepAnchor(index: number): string {
  return `plan-step-${index + 1}`;
}

/** What each step returned, by its position in `steps` (undefined where nothing came back). */
export function outputsByStep(
  steps: readonly PlanStep[],
  rawData: ReadonlyArray<{ stepId: string; output: unknown; error: string | null }> | null,
): unknown[] {
  if (!rawData) return [];
  return steps.map((step, index) => {
    const entry = rawData.find((e) => e.stepId === step.id) ?? rawData[index];
    return entry && entry.error === null ? entry.output : undefined;
  });
}

/** The value a reference resolved to: its producer's output along `$outputKey` ("coins.0.id"). */
export function resolvedValue(
  reference: StepReference,
  steps: readonly PlanStep[],
  outputs: readonly unknown[],
): { value: unknown } | null {
  const index = producerIndex(reference, steps);
  if (index === null) return null;
  let current: unknown = outputs[index];
  if (current === undefined) return null;
  for (const key of reference.$outputKey.split(".").filter((k) => k !== "")) {
    if (Array.isArray(current) && /^\d+$/.test(key)) current = current[Number(key)];
    else if (typeof current === "object" && current !== null && Object.hasOwn(current, key))
      current = (current as Record<string, unknown>)[key];
    else return null;
    if (current === undefined) return null;
  }
  return { value: current };
}
