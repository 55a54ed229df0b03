import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { isRecord } from "../../../../common/plain-object";
import type { Recipe } from "../model/recipe";
import { nextStepId } from "../model/recipe";
import { importRecipeJson } from "../model/recipe-export";
import { readUseAsInput, type UseAsInputHandoff } from "../../../lib/recipe-handoff";

/**
 * What another page hands the composer: a share link's `?recipe=` and a plan's steps ("Edit as
 * recipe", in the navigation's state) open as a new recipe; a tool ("Use in a recipe") is added as a
 * step; a value chosen in a result ("Use as input…") opens its source steps with their answers, and
 * `onUseAsInput` asks which tool and field it feeds. Taken once: URL and state are cleared so a reload does not apply it again (the draft keeps it).
 */
export function useArrivingRecipe(
  open: (recipe: Recipe, savedId: string | null) => void,
  update: (change: (recipe: Recipe) => Recipe) => void,
  onUseAsInput: (handoff: UseAsInputHandoff) => void,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const state: unknown = location.state;
  const shared = new URLSearchParams(location.search).get("recipe");
  useEffect(() => {
    if (shared !== null) {
      // A share link: opened as a new recipe, then the URL is put back to the page's own.
      const read = importRecipeJson(shared, "Shared recipe");
      if (read.ok) open(read.recipe, null);
      void navigate(location.pathname, { replace: true, state: null });
      return;
    }
    if (!isRecord(state)) return;
    const handoff = readUseAsInput(state);
    if (handoff) {
      open(
        {
          id: "draft",
          name: handoff.name,
          vertical: handoff.vertical,
          steps: handoff.steps,
          inputs: [],
          updatedAt: Date.now(),
        },
        null,
      );
      onUseAsInput(handoff);
    } else if (isRecord(state.recipe)) {
      const read = importRecipeJson(JSON.stringify(state.recipe), "Plan");
      if (read.ok) open(read.recipe, null);
    } else if (isRecord(state.addTool) && typeof state.addTool.toolName === "string") {
      const toolName = state.addTool.toolName;
      const vertical = typeof state.addTool.vertical === "string" ? state.addTool.vertical : "";
      update((r) => ({
        ...r,
        vertical: r.steps.length === 0 ? vertical : r.vertical,
        steps: [...r.steps, { id: nextStepId(r.steps), tool_name: toolName, parameters: {} }],
      }));
    } else return;
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [shared, state, open, update, onUseAsInput, navigate, location.pathname, location.search]);
}
