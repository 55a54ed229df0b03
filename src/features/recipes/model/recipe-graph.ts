import { collectStepKeys, stepIndexFor } from "../../../../common/step-references";
import type { RecipeStep } from "./recipe";

/** For each step, the positions of the steps it reads from; references to no step are left out. */
export function dependencyGraph(steps: readonly RecipeStep[]): number[][] {
  return steps.map((step) => {
    const found = new Set<number>();
    for (const key of collectStepKeys(step.parameters)) {
      const index = stepIndexFor(steps, key);
      if (index !== undefined) found.add(index);
    }
    return [...found].sort((a, b) => a - b);
  });
}

/**
 * The steps in waves: each wave reads only from earlier waves, so its steps may run side by side.
 * `stuck` lists the steps that wait on each other (a cycle, a self-reference), which never run.
 */
export function runWaves(steps: readonly RecipeStep[]): { waves: number[][]; stuck: number[] } {
  const deps = dependencyGraph(steps);
  const done = new Set<number>();
  const waves: number[][] = [];
  for (;;) {
    const ready = deps.flatMap((d, i) => (!done.has(i) && d.every((x) => done.has(x)) ? [i] : []));
    if (ready.length === 0) break;
    ready.forEach((i) => done.add(i));
    waves.push(ready);
  }
  return { waves, stuck: steps.map((_s, i) => i).filter((i) => !done.has(i)) };
}

/** Whether moving step `from` to position `to` keeps every reference pointing to an earlier step. */
export function canMove(steps: readonly RecipeStep[], from: number, to: number): boolean {
  if (to < 0 || to >= steps.length || from === to) return false;
  const moved = [...steps];
  const [step] = moved.splice(from, 1);
  if (!step) return false;
  moved.splice(to, 0, step);
  return dependencyGraph(moved).every((deps, i) => deps.every((d) => d < i));
}

/** The steps that can reach themselves through references to other steps: they can never run. */
export function cycleMembers(steps: readonly RecipeStep[]): number[] {
  const deps = dependencyGraph(steps).map((d, i) => d.filter((x) => x !== i));
  const reaches = (from: number, target: number, seen: Set<number>): boolean =>
    (deps[from] ?? []).some((d) => d === target || (!seen.has(d) && (seen.add(d), reaches(d, target, seen))));
  return steps.map((_s, i) => i).filter((i) => reaches(i, i, new Set()));
}
