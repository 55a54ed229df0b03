import { stepIndexFor } from "../../common/step-references.ts";
import { collectStepKeys } from "./references.ts";
import type { PlanStep } from "./types.ts";

/** A plan whose references do not form a graph over its own steps. */
export class PlanGraphError extends Error {}

// A reference names a step by id, or by its zero-based index; the rule is shared with the dashboard.
export { stepIndexFor };

/** For each step, the indices of the steps it reads from. */
export function dependencyGraph(steps: readonly PlanStep[]): number[][] {
  return steps.map((step, index) => {
    const deps = new Set<number>();
    for (const key of collectStepKeys(step.parameters)) {
      const dep = stepIndexFor(steps, key);
      if (dep === undefined) {
        throw new PlanGraphError(
          `step ${index} ("${step.id}") references unknown step ${JSON.stringify(key)}`,
        );
      }
      if (dep === index) throw new PlanGraphError(`step ${index} ("${step.id}") references itself`);
      deps.add(dep);
    }
    return [...deps].sort((a, b) => a - b);
  });
}

/** Kahn's algorithm, lowest index first among ready steps, so the order is stable. */
export function topologicalOrder(steps: readonly PlanStep[]): number[] {
  const deps = dependencyGraph(steps);
  const done = new Set<number>();
  const order: number[] = [];
  while (order.length < steps.length) {
    const ready = deps.findIndex((d, i) => !done.has(i) && d.every((x) => done.has(x)));
    if (ready < 0) {
      const stuck = deps.map((_d, i) => i).filter((i) => !done.has(i));
      throw new PlanGraphError(`steps ${stuck.join(", ")} reference each other in a cycle`);
    }
    done.add(ready);
    order.push(ready);
  }
  return order;
}
