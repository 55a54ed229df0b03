import { useCallback } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../app/paths";
import type { ValueChoice } from "../../../components/result-viewer/use-as-input";
import { dottedPath, handoffState } from "../../../lib/recipe-handoff";
import type { PlanStep, RawDataEntry } from "../api/search-blocks";

/**
 * "Use as input…" on a plan's raw data: the composer opens with the plan's steps (references kept;
 * the parameters as run when the result carries no plan), every step's answer, and the chosen value.
 */
export function useRawDataHandoff(
  rawData: readonly RawDataEntry[],
  steps: readonly PlanStep[],
  vertical: string,
  name: string,
) {
  const navigate = useNavigate();
  return useCallback(
    (entry: RawDataEntry, choice: ValueChoice) => {
      const planned =
        steps.length > 0
          ? steps.map((s) => ({ id: s.id, tool_name: s.toolName, parameters: s.parameters }))
          : rawData.map((r) => ({ id: r.stepId, tool_name: r.toolName, parameters: r.parameters }));
      const answers: Record<string, unknown> = {};
      for (const run of rawData) if (run.error === null) answers[run.stepId] = run.output;
      void navigate(paths.recipes(), {
        state: handoffState({
          vertical,
          name,
          steps: planned,
          answers,
          stepId: entry.stepId,
          path: dottedPath(choice.path),
          value: choice.value,
        }),
      });
    },
    [navigate, rawData, steps, vertical, name],
  );
}
