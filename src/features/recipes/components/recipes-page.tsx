import { useQuery, type UseQueryOptions } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { KeyGate } from "../../../components/feedback/key-gate";
import { PageHeader } from "../../../components/layout/page-header";
import { Button } from "../../../components/ui/button";
import { Card, CardTitle } from "../../../components/ui/card";
import { Select } from "../../../components/ui/select";
import type { Connection } from "../../../lib/connection/connection";
import { useKnownVerticals } from "../../../lib/connection/known-verticals";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { errorMessage } from "../../../lib/http-error";
import type { ExecuteStep } from "../api/recorded-run";
import { useArrivingRecipe } from "../hooks/use-arriving-recipe";
import { useRecipeDraft } from "../hooks/use-recipe-draft";
import type { Recipe, ToolInfo } from "../model/recipe";
import type { UseAsInputHandoff } from "../../../lib/recipe-handoff";
import { RecipeComposer } from "./recipe-composer";
import { RecipeImport } from "./recipe-import";
import { SavedRecipes } from "./saved-recipes";

/** The tools feature's listing query, handed in by the route (a feature does not import another). */
export type ToolListQuery<T extends ToolInfo, K extends readonly unknown[]> = (
  connection: Connection,
  vertical: string,
) => UseQueryOptions<T[], unknown, T[], K>;

interface RecipesPageProps<T extends ToolInfo, K extends readonly unknown[]> {
  toolList: ToolListQuery<T, K>;
  execute: ExecuteStep;
}

export default function RecipesPage<T extends ToolInfo, K extends readonly unknown[]>({
  toolList,
  execute,
}: RecipesPageProps<T, K>) {
  const connection = useActiveConnection();
  const verticals = useKnownVerticals(connection) ?? [];
  const { draft, update, save, open: openDraft, clear: clearDraft } = useRecipeDraft(connection.profileId);
  // Another recipe on the composer starts with no answers on screen: the composer is mounted anew.
  const [generation, setGeneration] = useState(0);
  // A value chosen in a result elsewhere: its steps open with their answers on screen. Opening or
  // clearing anything else forgets it.
  const [arrival, setArrival] = useState<UseAsInputHandoff | null>(null);
  const open = useCallback(
    (recipe: Recipe, savedId: string | null) => {
      openDraft(recipe, savedId);
      setArrival(null);
      setGeneration((n) => n + 1);
    },
    [openDraft],
  );
  const clear = () => {
    clearDraft();
    setArrival(null);
    setGeneration((n) => n + 1);
  };
  useArrivingRecipe(open, update, setArrival);
  const vertical = draft.recipe.vertical || verticals[0] || "";
  const tools = useQuery(toolList(connection, vertical));
  return (
    <>
      <PageHeader
        title="Recipes"
        description="Chain tool calls by hand: feed a value from one answer into the next tool, see the cost, run, save and export."
      />
      <div className="space-y-6">
        <Card>
          <CardTitle>Saved recipes</CardTitle>
          <div className="mt-2">
            <SavedRecipes
              profileId={connection.profileId}
              openId={draft.savedId}
              onOpen={(r) => open(r, r.id)}
            />
          </div>
        </Card>
        <Card>
          <div className="flex flex-wrap items-center gap-3">
            <CardTitle>Composer</CardTitle>
            <label className="flex items-center gap-2 text-sm">
              Vertical
              <Select
                size="sm"
                value={vertical}
                onChange={(e) => update((r) => ({ ...r, vertical: e.target.value }))}
              >
                {[...new Set([...verticals, vertical])].filter(Boolean).map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </Select>
            </label>
            <Button size="sm" variant="ghost" className="ml-auto" onClick={clear}>
              New recipe
            </Button>
          </div>
          <div className="mt-4">
            <KeyGate connection={connection} spenders="Recipes">
              {tools.isPending ? (
                <p role="status" className="text-sm text-muted">
                  Loading the tools of {vertical}…
                </p>
              ) : tools.isError ? (
                <div role="alert" className="space-y-2 text-sm text-danger">
                  <p>
                    The tools of {vertical} could not be listed: {errorMessage(tools.error)}
                  </p>
                  <Button size="sm" variant="secondary" onClick={() => void tools.refetch()}>
                    Retry
                  </Button>
                </div>
              ) : (
                <RecipeComposer
                  key={generation}
                  connection={connection}
                  execute={execute}
                  recipe={draft.recipe}
                  tools={tools.data}
                  update={update}
                  onSave={(name) => save(name)}
                  arrival={arrival}
                />
              )}
            </KeyGate>
          </div>
        </Card>
        <Card>
          <CardTitle>Import</CardTitle>
          <div className="mt-2">
            <RecipeImport onImport={(recipe) => open(recipe, null)} />
          </div>
        </Card>
      </div>
    </>
  );
}
