import { isRecord } from "../../../../common/plain-object";

/** A JSON Schema document or fragment, as tools publish it: plain data. */
export type Schema = { [keyword: string]: unknown };

/** What a recipe needs of a tool: the listing's name, schemas and price (null where none is listed). */
export interface ToolInfo {
  name: string;
  inputSchema: Schema;
  outputSchema: Schema | null;
  price: number | null;
}

/**
 * One step in the service's plan step format: `parameters` hold literal values, references
 * (`{$fromStep, $outputKey}`) and templates (`{$fromTemplateString, $values}`).
 */
export interface RecipeStep {
  id: string;
  tool_name: string;
  parameters: Record<string, unknown>;
}

/** A literal promoted to a recipe input: asked for in the run form, written into `step`'s `field`. */
export interface RecipeInput {
  name: string;
  step: string;
  field: string;
}

export interface Recipe {
  id: string;
  name: string;
  /** The vertical whose tool listing the steps come from; "" until chosen. */
  vertical: string;
  steps: RecipeStep[];
  inputs: RecipeInput[];
  updatedAt: number;
}

export const asSchema = (value: unknown): Schema | null => (isRecord(value) ? value : null);

/** "step-3" for a recipe whose ids end at 2: ids are never reused, so references stay meaningful. */
export function nextStepId(steps: readonly RecipeStep[]): string {
  const used = steps.map((s) => /^step-(\d+)$/.exec(s.id)?.[1]).map(Number);
  const top = Math.max(0, ...used.filter((n) => Number.isSafeInteger(n)));
  return `step-${top + 1}`;
}

export function newRecipeId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The steps with the values given for this run written over the promoted literals. */
export function applyInputs(
  steps: readonly RecipeStep[],
  inputs: readonly RecipeInput[],
  values: Readonly<Record<string, unknown>> = {},
): RecipeStep[] {
  return steps.map((step) => {
    const own = inputs.filter((input) => input.step === step.id && Object.hasOwn(values, input.name));
    if (own.length === 0) return step;
    const parameters = { ...step.parameters };
    for (const input of own) parameters[input.field] = values[input.name];
    return { ...step, parameters };
  });
}
