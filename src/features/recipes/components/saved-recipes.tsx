import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { newRecipeId, type Recipe } from "../model/recipe";
import { deleteRecipe, restoreRecipes, saveRecipe } from "../model/recipe-store";
import { useSavedRecipes } from "../hooks/use-saved-recipes";

interface SavedRecipesProps {
  profileId: string;
  openId: string | null;
  onOpen: (recipe: Recipe) => void;
}

/** This connection's recipes: open, rename, duplicate, delete (with Undo). */
export function SavedRecipes({ profileId, openId, onOpen }: SavedRecipesProps) {
  const recipes = useSavedRecipes(profileId);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [undo, setUndo] = useState<{ name: string; list: Recipe[] } | null>(null);
  return (
    <div className="space-y-2">
      {undo && (
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          Deleted “{undo.name}”.
          <Button
            size="sm"
            variant="secondary"
            onClick={() => (restoreRecipes(profileId, undo.list), setUndo(null))}
          >
            Undo
          </Button>
        </p>
      )}
      {recipes.length === 0 ? (
        <p className="text-sm text-muted">No saved recipes yet: compose one below and save it.</p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Saved recipes">
          {recipes.map((recipe) => (
            <li key={recipe.id} className="flex flex-wrap items-center gap-2 py-2">
              {renaming?.id === recipe.id ? (
                <form
                  className="flex items-center gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    const name = renaming.name.trim();
                    if (name) saveRecipe(profileId, { ...recipe, name, updatedAt: Date.now() });
                    setRenaming(null);
                  }}
                >
                  <Input
                    aria-label={`New name for ${recipe.name}`}
                    autoFocus
                    value={renaming.name}
                    onChange={(e) => setRenaming({ id: recipe.id, name: e.target.value })}
                  />
                  <Button size="sm" type="submit">
                    Rename
                  </Button>
                </form>
              ) : (
                <span className="font-medium">
                  {recipe.name}
                  <span className="ml-2 text-sm text-muted">
                    {recipe.steps.length} step{recipe.steps.length === 1 ? "" : "s"}
                    {recipe.id === openId ? " · open" : ""}
                  </span>
                </span>
              )}
              <div className="ml-auto flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onOpen(recipe)}
                  aria-label={`Open ${recipe.name}`}
                >
                  Open
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRenaming({ id: recipe.id, name: recipe.name })}
                  aria-label={`Rename ${recipe.name}`}
                >
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Duplicate ${recipe.name}`}
                  onClick={() =>
                    saveRecipe(profileId, {
                      ...recipe,
                      id: newRecipeId(),
                      name: `${recipe.name} (copy)`,
                      updatedAt: Date.now(),
                    })
                  }
                >
                  Duplicate
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Delete ${recipe.name}`}
                  onClick={() => setUndo({ name: recipe.name, list: deleteRecipe(profileId, recipe.id) })}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
