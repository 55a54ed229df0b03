import { Validator, type OutputUnit } from "@cfworker/json-schema";
import { isRecord } from "../../../../common/plain-object";
import { isStepRef, isTemplateRef, splitPath, stepIndexFor } from "../../../../common/step-references";
import { withoutUnsafePatterns } from "../../../lib/safe-patterns";
import type { RecipeStep, Schema, ToolInfo } from "./recipe";
import { cycleMembers } from "./recipe-graph";
import { typesFit, typesOf, walkSchema } from "./schema-walk";

export type ProblemCode =
  "unknown_tool" | "invalid_input" | "missing_step" | "missing_path" | "type_mismatch" | "cycle";

/** One thing that stops a recipe from running, said where it is: a step and, when it has one, a field. */
export interface Problem {
  step: string;
  /** The parameter's top-level name; null for the step as a whole. */
  field: string | null;
  code: ProblemCode;
  message: string;
}

const STRUCTURAL = new Set([
  "properties",
  "items",
  "prefixItems",
  "$ref",
  "allOf",
  "anyOf",
  "oneOf",
  "if",
  "then",
  "else",
  "false",
  "additionalItems",
  "unevaluatedProperties",
  "dependentSchemas",
  "contains",
]);

const validators = new WeakMap<Schema, Validator>();
function validatorOf(schema: Schema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    const declared = typeof schema.$schema === "string" ? schema.$schema : "";
    const draft = declared.includes("draft-07") ? "7" : declared.includes("2019-09") ? "2019-09" : "2020-12";
    validator = new Validator(withoutUnsafePatterns(schema), draft, false);
    validators.set(schema, validator);
  }
  return validator;
}

interface Placed {
  location: string[];
  value: unknown;
}

/** Every reference and template inside a step's parameters, with where it sits. */
function placedReferences(value: unknown, location: string[] = []): Placed[] {
  if (isStepRef(value) || isTemplateRef(value)) return [{ location, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => placedReferences(v, [...location, String(i)]));
  if (isRecord(value))
    return Object.entries(value).flatMap(([k, v]) => placedReferences(v, [...location, k]));
  return [];
}

/** The parameters with each reference replaced by a placeholder, so the literals can be checked alone. */
function withPlaceholders(value: unknown): unknown {
  if (isStepRef(value) || isTemplateRef(value)) return "\u0000reference";
  if (Array.isArray(value)) return value.map(withPlaceholders);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPlaceholders(v)]));
  return value;
}

const pointer = (location: readonly string[]) => `#${location.map((p) => `/${p}`).join("")}`;

function inputProblems(step: RecipeStep, tool: ToolInfo, references: Placed[]): Problem[] {
  const under = references.map((r) => pointer(r.location));
  const result = validatorOf(tool.inputSchema).validate(withPlaceholders(step.parameters));
  const seen = new Set<string>();
  return result.errors
    .filter((e: OutputUnit) => !STRUCTURAL.has(e.keyword))
    .filter((e) => !under.some((p) => e.instanceLocation === p || e.instanceLocation.startsWith(`${p}/`)))
    .flatMap((e) => {
      const parts = e.instanceLocation.replace(/^#\/?/, "").split("/").filter(Boolean);
      const missing = e.keyword === "required" ? /"([^"]+)"/.exec(e.error)?.[1] : undefined;
      const field = missing ?? parts[0] ?? null;
      const message = missing ? `${missing} is required` : `${parts.join(".") || "input"}: ${e.error}`;
      const key = `${field}|${message}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [{ step: step.id, field, code: "invalid_input" as const, message }];
    });
}

function referenceProblems(
  steps: readonly RecipeStep[],
  index: number,
  tools: ReadonlyMap<string, ToolInfo>,
  placed: Placed,
): Problem[] {
  const step = steps[index] as RecipeStep;
  const field = placed.location[0] ?? null;
  const refs = isStepRef(placed.value)
    ? [placed.value]
    : isTemplateRef(placed.value)
      ? placed.value.$values.filter(isStepRef)
      : [];
  const problems: Problem[] = [];
  for (const ref of refs) {
    const key = String(ref.$fromStep);
    const source = stepIndexFor(steps, key);
    if (source === undefined || source === index) {
      const what = source === index ? "its own output" : `step "${key}", which does not exist`;
      problems.push({
        step: step.id,
        field,
        code: "missing_step",
        message: `${field ?? "input"} refers to ${what}`,
      });
      continue;
    }
    const sourceStep = steps[source] as RecipeStep;
    const outputSchema = tools.get(sourceStep.tool_name)?.outputSchema;
    if (!outputSchema) continue;
    const segments = splitPath(ref.$outputKey);
    const walk = walkSchema(outputSchema, segments);
    if (walk.kind === "missing") {
      problems.push({
        step: step.id,
        field,
        code: "missing_path",
        message: `"${ref.$outputKey}" is not in ${sourceStep.tool_name}'s outputSchema ("${segments[walk.at] ?? ""}" is unknown there)`,
      });
      continue;
    }
    const target = walkSchema(tools.get(step.tool_name)?.inputSchema ?? {}, placed.location);
    if (walk.kind !== "found" || target.kind !== "found" || isTemplateRef(placed.value)) continue;
    const from = typesOf(walk.schema);
    const to = typesOf(target.schema);
    if (!typesFit(from, to)) {
      problems.push({
        step: step.id,
        field,
        code: "type_mismatch",
        message: `type mismatch: "${ref.$outputKey}" of ${sourceStep.id} is ${[...from].join(" or ")}, ${placed.location.join(".")} takes ${[...to].join(" or ")}`,
      });
    }
  }
  if (isTemplateRef(placed.value)) {
    const target = walkSchema(tools.get(step.tool_name)?.inputSchema ?? {}, placed.location);
    if (target.kind === "found" && !typesFit(new Set(["string"]), typesOf(target.schema)))
      problems.push({
        step: step.id,
        field,
        code: "type_mismatch",
        message: `type mismatch: a template makes a string, ${placed.location.join(".")} takes ${[...typesOf(target.schema)].join(" or ")}`,
      });
  }
  return problems;
}

/** Everything that stops the recipe from running, in the planner's words; empty when it may run. */
export function validateRecipe(steps: readonly RecipeStep[], toolList: readonly ToolInfo[]): Problem[] {
  const tools = new Map(toolList.map((t) => [t.name, t]));
  const problems: Problem[] = [];
  steps.forEach((step, index) => {
    const placed = placedReferences(step.parameters);
    for (const p of placed) problems.push(...referenceProblems(steps, index, tools, p));
    const tool = tools.get(step.tool_name);
    if (!tool) {
      problems.push({
        step: step.id,
        field: null,
        code: "unknown_tool",
        message: `unknown tool "${step.tool_name}"`,
      });
      return;
    }
    problems.push(...inputProblems(step, tool, placed));
  });
  const cyclic = cycleMembers(steps).map((i) => (steps[i] as RecipeStep).id);
  for (const id of cyclic)
    problems.push({
      step: id,
      field: null,
      code: "cycle",
      message: `cycle: steps ${cyclic.join(", ")} wait on each other`,
    });
  return problems;
}
