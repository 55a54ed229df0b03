import { mutationOptions } from "@tanstack/react-query";
import { balanceOwner } from "../../../lib/balance/balance-queries";
import { causeOf } from "../../../lib/balance-causes";
import { connectionIdentity, type Connection } from "../../../lib/connection/connection";
import { guardedSpend } from "../../../lib/spend-guard";
import type { Recipe, RecipeStep, ToolInfo } from "../model/recipe";
import { expectedCredits, recipeCost } from "../model/recipe-cost";
import { stepsToSend, type StepState } from "../model/run-recipe";
import { recordedRecipeRun, type ExecuteStep } from "./recorded-run";

export interface RunRecipeVariables {
  recipe: Recipe;
  /** The recipe's steps with this run's input values written in. */
  steps: RecipeStep[];
  tools: ToolInfo[];
  /** Hears each step's resolved input and answer as they arrive. */
  report: (index: number, state: StepState) => void;
  /** Answers already on screen, and the one step to run with them (see runRecipe). */
  reuse?: readonly (StepState | undefined)[];
  only?: number;
  signal?: AbortSignal;
}

// A recipe run spends credits: never retried automatically, asks the spending gate first with the
// sum of the listed prices (unknown when a tool lists none), and keeps one call record with its steps.
export const recipeMutations = {
  all: (connection: Connection) => ["recipes", connectionIdentity(connection)] as const,
  run: (connection: Connection, execute: ExecuteStep) =>
    mutationOptions({
      mutationKey: [...recipeMutations.all(connection), "run"] as const,
      mutationFn: async ({ recipe, steps, tools, report, reuse, only, signal }: RunRecipeVariables) => {
        const sent = stepsToSend(steps, reuse, only);
        // One press, one run: the recipe's cost is held while it runs, and a second press is refused.
        return guardedSpend(
          {
            profileId: connection.profileId,
            kind: sent.length === 1 ? "tool" : "plan_run",
            expectedCredits: expectedCredits(recipeCost(sent, tools)),
            action: `recipe:${recipe.id}`,
          },
          () => recordedRecipeRun(connection, execute, { recipe, steps, tools, report, reuse, only, signal }),
        );
      },
      retry: 0,
      meta: {
        accountOf: balanceOwner(connection),
        cause: causeOf((v: RunRecipeVariables) => `Recipe “${v.recipe.name}”`),
      },
    }),
};
