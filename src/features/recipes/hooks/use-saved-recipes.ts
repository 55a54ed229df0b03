import { useStoredList } from "../../../lib/stored-list";
import { recipeList } from "../model/recipe-store";

/** This connection's saved recipes, newest first; follows other tabs. */
export function useSavedRecipes(profileId: string) {
  return useStoredList(recipeList, profileId);
}
