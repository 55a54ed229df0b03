import { isRecord } from "../../common/plain-object";

/**
 * "Use as input…" from a result outside the composer: the steps that produced the result (in the
 * plan step format, inputs as literals), their answers, and the chosen value. The page showing the
 * result hands it to the composer in the navigation's state, so no feature imports another.
 */
export interface UseAsInputHandoff {
  vertical: string;
  name: string;
  steps: Array<{ id: string; tool_name: string; parameters: Record<string, unknown> }>;
  /** Each step's answer by step id, so the composer shows what a reference resolves to now. */
  answers: Record<string, unknown>;
  /** The step whose answer holds the chosen value, and the value's dotted path in it. */
  stepId: string;
  path: string;
  value: unknown;
}

/** A result viewer's path (`["results", 0, "name"]`) as the plan format's dotted `$outputKey`. */
export function dottedPath(path: readonly (string | number)[]): string {
  return path.map(String).join(".");
}

/** The navigation state that carries a handoff, read back by the composer. */
export function handoffState(handoff: UseAsInputHandoff): { useAsInput: UseAsInputHandoff } {
  return { useAsInput: handoff };
}

export function readUseAsInput(state: unknown): UseAsInputHandoff | null {
  if (!isRecord(state) || !isRecord(state.useAsInput)) return null;
  const h = state.useAsInput;
  const steps = Array.isArray(h.steps) ? h.steps : null;
  if (
    steps === null ||
    typeof h.stepId !== "string" ||
    typeof h.path !== "string" ||
    !isRecord(h.answers) ||
    !steps.every(
      (s) =>
        isRecord(s) && typeof s.id === "string" && typeof s.tool_name === "string" && isRecord(s.parameters),
    )
  )
    return null;
  return {
    vertical: typeof h.vertical === "string" ? h.vertical : "",
    name: typeof h.name === "string" ? h.name : "",
    steps: steps as UseAsInputHandoff["steps"],
    answers: h.answers,
    stepId: h.stepId,
    path: h.path,
    value: h.value,
  };
}
