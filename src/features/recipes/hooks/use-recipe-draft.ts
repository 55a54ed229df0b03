import { useCallback } from "react";
import { useStoredValue } from "../../../lib/stored-value";
import type { Recipe } from "../model/recipe";
import { newRecipeId } from "../model/recipe";
import { recipeDrafts, saveRecipe, type RecipeDraft } from "../model/recipe-store";

const EMPTY: RecipeDraft = {
  savedId: null,
  recipe: { id: "draft", name: "", vertical: "", steps: [], inputs: [], updatedAt: 0 },
};

/** The recipe on the composer, kept across reloads (per connection profile, never with a key). */
export function useRecipeDraft(profileId: string) {
  const store = recipeDrafts.of(profileId);
  const draft = useStoredValue(store) ?? EMPTY;
  const update = useCallback(
    (change: (recipe: Recipe) => Recipe) => {
      const current = store.get() ?? EMPTY;
      store.set({ savedId: current.savedId, recipe: change(current.recipe) });
    },
    [store],
  );
  const open = useCallback(
    (recipe: Recipe, savedId: string | null) => store.set({ savedId, recipe }),
    [store],
  );
  const clear = useCallback(() => store.remove(), [store]);
  /** Saves over the recipe it was opened from, or as a new one; gives back the saved recipe. */
  const save = useCallback(
    (name: string): Recipe => {
      const current = store.get() ?? EMPTY;
      const id = current.savedId ?? newRecipeId();
      const recipe = { ...current.recipe, id, name, updatedAt: Date.now() };
      saveRecipe(profileId, recipe);
      store.set({ savedId: id, recipe });
      return recipe;
    },
    [profileId, store],
  );
  return { draft, update, open, clear, save };
}
