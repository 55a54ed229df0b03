import { useCallback, useSyncExternalStore } from "react";
import { readRecipes, subscribeRecipes } from "../model/recipe-store";

/** This connection's saved recipes, newest first; follows other tabs. */
export function useSavedRecipes(profileId: string) {
  const read = useCallback(() => readRecipes(profileId), [profileId]);
  return useSyncExternalStore(subscribeRecipes, read, read);
}
