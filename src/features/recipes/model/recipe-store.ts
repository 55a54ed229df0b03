import * as v from "valibot";
import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";
import { createStoredFamily } from "../../../lib/stored-value";
import type { Recipe } from "./recipe";

const stepSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  tool_name: v.string(),
  parameters: v.record(v.string(), v.unknown()),
});

const inputSchema = v.object({ name: v.string(), step: v.string(), field: v.string() });

export const recipeSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  vertical: v.optional(v.string(), ""),
  steps: v.array(stepSchema),
  inputs: v.array(inputSchema),
  updatedAt: v.number(),
}) satisfies v.GenericSchema<unknown, Recipe>;

// Recipes hold tool inputs only: the plan step format has no place for a key, and none is put in.
const recipes = createStoredList({
  keys: storageKeys.recipes,
  schema: recipeSchema,
  trim: (entries) => entries.slice(0, 200),
});

/** The saved recipes list itself, for `useStoredList` (useSavedRecipes). */
export const recipeList = recipes;
const readRecipes = recipes.read;

/** Saves `recipe` as the newest, replacing the one with its id. */
export function saveRecipe(profileId: string, recipe: Recipe): void {
  const others = readRecipes(profileId).filter((r) => r.id !== recipe.id);
  recipes.write(profileId, [recipe, ...others]);
}

/** Removes a recipe and gives back the list as it was, for Undo. */
export function deleteRecipe(profileId: string, id: string): Recipe[] {
  const before = readRecipes(profileId);
  recipes.write(
    profileId,
    before.filter((r) => r.id !== id),
  );
  return before;
}

export function restoreRecipes(profileId: string, list: Recipe[]): void {
  recipes.write(profileId, list);
}

/** The composer's recipe, kept across reloads until it is cleared; `savedId` is the recipe it edits. */
export interface RecipeDraft {
  savedId: string | null;
  recipe: Recipe;
}

export const recipeDrafts = createStoredFamily<[string], RecipeDraft | null>({
  keys: storageKeys.recipeDraft,
  schema: v.nullable(v.object({ savedId: v.nullable(v.string()), recipe: recipeSchema })),
  fallback: null,
});
