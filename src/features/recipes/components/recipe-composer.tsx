import { useMemo, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { formatCredits } from "../../../lib/format";
import type { Connection } from "../../../lib/connection/connection";
import type { ExecuteStep } from "../api/recorded-run";
import { bindReference, inputFields, leafPaths, literalText, literalValue } from "../model/field-binding";
import { applyInputs, nextStepId, type Recipe, type RecipeStep, type ToolInfo } from "../model/recipe";
import { recipeCost } from "../model/recipe-cost";
import { canMove } from "../model/recipe-graph";
import { schemaPaths } from "../model/schema-walk";
import { validateRecipe } from "../model/validate-recipe";
import { useRecipeRun } from "../hooks/use-recipe-run";
import { RecipeExport } from "./recipe-export";
import { StepCard } from "./step-card";
import { UseAsInputDialog, type UseAsInputSource } from "./value-input-dialog";
import type { UseAsInputHandoff } from "../../../lib/recipe-handoff";
import type { StepState } from "../model/run-recipe";

/** The answers a handoff brought, as the states of the steps they belong to (no request made). */
function arrivedStates(recipe: Recipe, arrival: UseAsInputHandoff | null | undefined) {
  if (!arrival) return [];
  return recipe.steps.map((step): StepState | undefined =>
    Object.hasOwn(arrival.answers, step.id)
      ? { status: "ok", input: step.parameters, output: arrival.answers[step.id], consumed: null }
      : undefined,
  );
}

interface RecipeComposerProps {
  connection: Connection;
  execute: ExecuteStep;
  recipe: Recipe;
  tools: ToolInfo[];
  update: (change: (recipe: Recipe) => Recipe) => void;
  onSave: (name: string) => void;
  /** A value chosen in a result elsewhere: its steps' answers are shown and "Use as input" opens. */
  arrival?: UseAsInputHandoff | null;
}

/** The run form's texts, read by each field's type; an empty box keeps the recipe's own value. */
function runValues(recipe: Recipe, tools: readonly ToolInfo[], texts: Record<string, string>) {
  const values: Record<string, unknown> = {};
  for (const input of recipe.inputs) {
    const text = texts[input.name];
    if (text === undefined || text === "") continue;
    const step = recipe.steps.find((s) => s.id === input.step);
    const tool = tools.find((t) => t.name === step?.tool_name);
    const field = inputFields(tool?.inputSchema ?? {}).find((f) => f.name === input.field);
    values[input.name] = literalValue(text, field?.schema ?? null);
  }
  return values;
}

/** The composer: ordered steps, checked as edited, costed before running, run step by step or whole. */
export function RecipeComposer({
  connection,
  execute,
  recipe,
  tools,
  update,
  onSave,
  arrival,
}: RecipeComposerProps) {
  const [adding, setAdding] = useState("");
  const [use, setUse] = useState<UseAsInputSource | null>(() =>
    arrival ? { stepId: arrival.stepId, path: arrival.path, value: arrival.value } : null,
  );
  const [values, setValues] = useState<Record<string, string>>({});
  const { run, states, running, forget } = useRecipeRun(connection, execute, arrivedStates(recipe, arrival));
  const toolMap = useMemo(() => new Map(tools.map((t) => [t.name, t])), [tools]);
  const problems = useMemo(() => validateRecipe(recipe.steps, tools), [recipe.steps, tools]);
  const cost = recipeCost(recipe.steps, tools);
  const steps = applyInputs(recipe.steps, recipe.inputs, runValues(recipe, tools, values));
  const setSteps = (change: (steps: RecipeStep[]) => RecipeStep[]) =>
    update((r) => ({ ...r, steps: change(r.steps) }));

  const addStep = (toolName: string, parameters: Record<string, unknown> = {}) =>
    setSteps((list) => [...list, { id: nextStepId(list), tool_name: toolName, parameters }]);

  const sourcesFor = (index: number) =>
    recipe.steps.slice(0, index).map((step, i) => {
      const state = states[i];
      const answer = state?.status === "ok" ? state.output : undefined;
      const schema = toolMap.get(step.tool_name)?.outputSchema;
      const fromAnswer = answer === undefined ? [] : leafPaths(answer, 200).map((l) => l.path);
      return { step, answer, paths: [...new Set([...fromAnswer, ...(schema ? schemaPaths(schema) : [])])] };
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor="recipe-name" className="block text-sm font-medium">
            Recipe name
          </label>
          <Input
            id="recipe-name"
            value={recipe.name}
            onChange={(e) => update((r) => ({ ...r, name: e.target.value }))}
          />
        </div>
        <Button
          variant="secondary"
          disabled={recipe.name.trim() === "" || recipe.steps.length === 0}
          onClick={() => onSave(recipe.name.trim())}
        >
          Save recipe
        </Button>
      </div>

      <ol className="space-y-3" aria-label="Steps">
        {recipe.steps.map((step, index) => (
          <StepCard
            key={step.id}
            step={step}
            index={index}
            tool={toolMap.get(step.tool_name)}
            sources={sourcesFor(index)}
            problems={problems.filter((p) => p.step === step.id)}
            inputs={recipe.inputs}
            state={states[index]}
            canUp={canMove(recipe.steps, index, index - 1)}
            canDown={canMove(recipe.steps, index, index + 1)}
            busy={running || problems.length > 0}
            onChange={(next) => setSteps((list) => list.map((s) => (s.id === step.id ? next : s)))}
            onPromote={(field, name) =>
              update((r) => ({
                ...r,
                inputs: [
                  ...r.inputs.filter((i) => !(i.step === step.id && i.field === field)),
                  ...(name === null ? [] : [{ name, step: step.id, field }]),
                ],
              }))
            }
            // Answers on screen are by position: a move or a removal clears them (the call records keep them).
            onMove={(to) => {
              forget();
              setSteps((list) => {
                const next = [...list];
                const [moved] = next.splice(index, 1);
                if (moved) next.splice(to, 0, moved);
                return next;
              });
            }}
            onRemove={() => {
              forget();
              setSteps((list) => list.filter((s) => s.id !== step.id));
              update((r) => ({ ...r, inputs: r.inputs.filter((i) => i.step !== step.id) }));
            }}
            onRun={() => run(recipe, steps, tools, index)}
            onUse={(path, value) => setUse({ stepId: step.id, path, value })}
          />
        ))}
      </ol>

      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (adding) addStep(adding);
          setAdding("");
        }}
      >
        <div className="space-y-1">
          <label htmlFor="recipe-add-tool" className="block text-sm font-medium">
            Add a step
          </label>
          <Select id="recipe-add-tool" value={adding} onChange={(e) => setAdding(e.target.value)}>
            <option value="">Choose a tool…</option>
            {tools.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" variant="secondary" disabled={!adding}>
          Add step
        </Button>
      </form>

      {recipe.inputs.length > 0 && (
        <fieldset className="space-y-2 rounded-md border border-border p-3">
          <legend className="px-1 text-sm font-medium">Inputs for this run</legend>
          {recipe.inputs.map((input) => (
            <div key={`${input.step}.${input.field}`} className="flex flex-wrap items-center gap-2">
              <label htmlFor={`recipe-input-${input.step}-${input.field}`} className="text-sm">
                {input.name}
              </label>
              <Input
                id={`recipe-input-${input.step}-${input.field}`}
                className="max-w-xs"
                value={values[input.name] ?? ""}
                placeholder={literalText(
                  recipe.steps.find((s) => s.id === input.step)?.parameters[input.field],
                )}
                onChange={(e) => setValues((v) => ({ ...v, [input.name]: e.target.value }))}
              />
            </div>
          ))}
        </fieldset>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-border pt-3">
        <p aria-label="Recipe cost" className="text-sm text-fg">
          Cost: {formatCredits(cost.listed)}
          {cost.unpriced.length > 0 ? ` + unknown (${cost.unpriced.join(", ")}: no listed price)` : ""}
        </p>
        <Button
          disabled={running || problems.length > 0 || recipe.steps.length === 0}
          onClick={() => run(recipe, steps, tools)}
        >
          {running
            ? "Running…"
            : `Run recipe · ${formatCredits(cost.listed)}${cost.unpriced.length > 0 ? " + unknown" : ""}`}
        </Button>
        {problems.length > 0 && (
          <p className="text-sm text-danger">
            {problems.length} problem{problems.length === 1 ? "" : "s"} to fix before running
          </p>
        )}
      </div>

      <RecipeExport recipe={{ ...recipe, steps }} chatBaseUrl={connection.chatBaseUrl} />

      <UseAsInputDialog
        key={use ? `${use.stepId}.${use.path}` : "closed"}
        source={use}
        tools={tools}
        onClose={() => setUse(null)}
        onAdd={(toolName, field) => {
          if (!use) return;
          const schema =
            inputFields(toolMap.get(toolName)?.inputSchema ?? {}).find((f) => f.name === field)?.schema ??
            null;
          addStep(toolName, {
            [field]: bindReference({ $fromStep: use.stepId, $outputKey: use.path }, schema, use.value),
          });
          setUse(null);
        }}
      />
    </div>
  );
}
