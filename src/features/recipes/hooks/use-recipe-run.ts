import { useMutation } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { Connection } from "../../../lib/connection/connection";
import type { ExecuteStep } from "../api/recorded-run";
import { recipeMutations } from "../api/recipes-queries";
import type { Recipe, RecipeStep, ToolInfo } from "../model/recipe";
import type { StepState } from "../model/run-recipe";

/**
 * Runs a recipe (or one step, reusing the answers on screen) and holds each step's state as it
 * arrives. The answers stay until the recipe's steps change shape; the call record keeps them for good.
 */
export function useRecipeRun(
  connection: Connection,
  execute: ExecuteStep,
  /** Answers already on screen when the composer opens (a handoff's), read once. */
  initial: Array<StepState | undefined> = [],
) {
  const { mutate, isPending, error } = useMutation(recipeMutations.run(connection, execute));
  const [states, setStates] = useState<Array<StepState | undefined>>(initial);
  const run = useCallback(
    (recipe: Recipe, steps: RecipeStep[], tools: ToolInfo[], only?: number) => {
      const reuse = only === undefined ? [] : states;
      setStates((before) => steps.map((_s, i) => (only === undefined || i === only ? undefined : before[i])));
      mutate({
        recipe,
        steps,
        tools,
        reuse,
        ...(only === undefined ? {} : { only }),
        report: (index, state) =>
          setStates((before) => {
            const next = [...before];
            next[index] = state;
            return next;
          }),
      });
    },
    [mutate, states],
  );
  const forget = useCallback(() => setStates([]), []);
  return { run, states, forget, running: isPending, error };
}
