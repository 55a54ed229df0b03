import * as v from "valibot";
import { parseJsonSafe } from "../../../lib/safe-json";
import { collectStepKeys, isStepRef, isTemplateRef } from "../../../../common/step-references";
import { isRecord } from "../../../../common/plain-object";
import type { Recipe, RecipeStep } from "./recipe";
import { newRecipeId } from "./recipe";

/** The export: a plan's steps as the service writes them, plus the recipe's name and inputs. */
export function exportRecipeJson(recipe: Recipe): string {
  const body = {
    name: recipe.name,
    ...(recipe.vertical ? { vertical_id: recipe.vertical } : {}),
    steps: recipe.steps.map((s) => ({ id: s.id, tool_name: s.tool_name, parameters: s.parameters })),
    ...(recipe.inputs.length > 0 ? { inputs: recipe.inputs } : {}),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

const stepSchema = v.object({
  id: v.optional(v.union([v.string(), v.number()])),
  step_id: v.optional(v.union([v.string(), v.number()])),
  tool_name: v.pipe(v.string(), v.minLength(1)),
  parameters: v.optional(v.record(v.string(), v.unknown()), {}),
});
const importSchema = v.object({
  name: v.optional(v.string()),
  vertical_id: v.optional(v.string()),
  steps: v.pipe(v.array(stepSchema), v.minLength(1)),
  inputs: v.optional(v.array(v.object({ name: v.string(), step: v.string(), field: v.string() })), []),
});

export type ImportResult = { ok: true; recipe: Recipe } | { ok: false; error: string };

/**
 * Reads an export, a plan as the service answers it (`{steps: [{id, tool_name, parameters}]}`) or a
 * bare list of steps. A step without an id takes its position, as references by index expect.
 */
export function importRecipeJson(text: string, name = "Imported recipe"): ImportResult {
  let parsed: unknown;
  try {
    parsed = parseJsonSafe(text);
  } catch {
    return { ok: false, error: "This is not JSON: paste an export or a plan's JSON." };
  }
  const body = Array.isArray(parsed) ? { steps: parsed } : parsed;
  const read = v.safeParse(importSchema, body);
  if (!read.success) {
    const issue = read.issues[0];
    const where = issue?.path?.map((p) => String(p.key)).join(".") ?? "";
    return {
      ok: false,
      error: `Not a plan's steps${where ? ` (at ${where})` : ""}: ${issue?.message ?? ""}`,
    };
  }
  const steps: RecipeStep[] = read.output.steps.map((s, index) => ({
    id: String(s.id ?? s.step_id ?? index),
    tool_name: s.tool_name,
    parameters: s.parameters,
  }));
  return {
    ok: true,
    recipe: {
      id: newRecipeId(),
      name: read.output.name ?? name,
      vertical: read.output.vertical_id ?? "",
      steps,
      inputs: read.output.inputs,
      updatedAt: Date.now(),
    },
  };
}

/** JS source for a parameter value: literals as JSON, references as reads of earlier answers. */
function jsValue(value: unknown, ids: ReadonlyMap<string, number>): string {
  if (isStepRef(value)) {
    const at = ids.get(String(value.$fromStep)) ?? Number(value.$fromStep);
    return `pick(out[${at}], ${JSON.stringify(value.$outputKey)})`;
  }
  if (isTemplateRef(value)) {
    const parts = value.$values.map((x) => jsValue(x, ids));
    return `fill(${JSON.stringify(value.$fromTemplateString)}, [${parts.join(", ")}])`;
  }
  if (Array.isArray(value)) return `[${value.map((x) => jsValue(x, ids)).join(", ")}]`;
  if (isRecord(value))
    return `{ ${Object.entries(value)
      .map(([k, x]) => `${JSON.stringify(k)}: ${jsValue(x, ids)}`)
      .join(", ")} }`;
  return JSON.stringify(value);
}

const stepIds = (recipe: Recipe) => new Map(recipe.steps.map((s, i) => [s.id, i]));

/**
 * A script for Node 18+ that runs the steps in order through POST /v1/tools/execute and prints the
 * last answer. The key comes from the environment (DASH_API_KEY), never from the page.
 */
export function exportTypeScript(recipe: Recipe, chatBaseUrl: string, order: readonly number[]): string {
  const ids = stepIds(recipe);
  const calls = order.map((i) => {
    const step = recipe.steps[i] as RecipeStep;
    return `  out[${i}] = await execute(${JSON.stringify(step.tool_name)}, ${jsValue(step.parameters, ids)}); // ${step.id}`;
  });
  return `// ${recipe.name}: run with DASH_API_KEY=… node recipe.mjs (or npx tsx recipe.ts)
const base = ${JSON.stringify(chatBaseUrl.replace(/\/$/, ""))};
const key = process.env.DASH_API_KEY;
if (!key) throw new Error("Set DASH_API_KEY to your API key");

async function execute(tool_name, input) {
  const response = await fetch(\`\${base}/v1/tools/execute\`, {
    method: "POST",
    headers: { authorization: \`Bearer \${key}\`, "content-type": "application/json" },
    body: JSON.stringify({ tool_name, input }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(\`\${tool_name}: \${response.status} \${JSON.stringify(body)}\`);
  // Production wraps the answer ({tool_name, output, is_error}); the spec sends the output itself.
  if (body && typeof body === "object" && "is_error" in body && "output" in body) {
    if (body.is_error) throw new Error(\`\${tool_name}: \${body.error_message ?? "failed"}\`);
    return body.output;
  }
  return body;
}

function pick(value, path) {
  for (const key of path.replace(/\\[(\\d+)\\]/g, ".$1").split(".").filter(Boolean)) {
    if (value === null || typeof value !== "object" || !Object.hasOwn(value, key)) throw new Error(\`no "\${path}" in the answer\`);
    value = value[key];
  }
  return value;
}

function fill(template, values) {
  return template.replace(/\\{(\\d+)\\}/g, (_m, i) => (typeof values[i] === "string" ? values[i] : JSON.stringify(values[i])));
}

const out = [];
try {
${calls.join("\n")}
  console.log(JSON.stringify(out[${order.at(-1) ?? 0}], null, 2));
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
}
`;
}

/** curl commands, one per step in order, using jq to carry each reference into the next body. */
export function exportCurl(recipe: Recipe, chatBaseUrl: string, order: readonly number[]): string {
  const ids = stepIds(recipe);
  const base = chatBaseUrl.replace(/\/$/, "");
  const jqValue = (value: unknown): string => {
    if (isStepRef(value)) {
      const at = ids.get(String(value.$fromStep)) ?? Number(value.$fromStep);
      const path = value.$outputKey
        .replace(/\[(\d+)\]/g, ".$1")
        .split(".")
        .filter(Boolean)
        .map((k) => (/^\d+$/.test(k) ? `[${k}]` : `[${JSON.stringify(k)}]`))
        .join("");
      return `$s${at}[0]${path}`;
    }
    if (isTemplateRef(value)) {
      const parts = value.$fromTemplateString.split(/(\{\d+\})/).map((part) => {
        const index = /^\{(\d+)\}$/.exec(part)?.[1];
        const ref = index === undefined ? undefined : value.$values[Number(index)];
        return ref === undefined
          ? JSON.stringify(part)
          : `(${jqValue(ref)} | if type == "string" then . else tojson end)`;
      });
      return `(${parts.join(" + ")})`;
    }
    if (Array.isArray(value)) return `[${value.map(jqValue).join(", ")}]`;
    if (isRecord(value))
      return `{${Object.entries(value)
        .map(([k, x]) => `${JSON.stringify(k)}: ${jqValue(x)}`)
        .join(", ")}}`;
    return JSON.stringify(value);
  };
  const lines = [`# ${recipe.name}: needs curl and jq; the key comes from DASH_API_KEY`, "set -euo pipefail"];
  for (const i of order) {
    const step = recipe.steps[i] as RecipeStep;
    const sources = [...new Set(collectStepKeys(step.parameters).map((key) => ids.get(key) ?? Number(key)))];
    const args = sources.map((s) => `--slurpfile s${s} step${s}.json`).join(" ");
    const body = `jq -nc ${args} ${shellQuote(`{tool_name: ${JSON.stringify(step.tool_name)}, input: ${jqValue(step.parameters)}}`)}`;
    lines.push(
      `# ${step.id}: ${step.tool_name}`,
      `${body} | curl -sS --fail-with-body -X POST ${shellQuote(`${base}/v1/tools/execute`)} -H "Authorization: Bearer $DASH_API_KEY" -H 'Content-Type: application/json' --data-binary @- | jq 'if type == "object" and has("is_error") and has("output") then .output else . end' > step${i}.json`,
    );
  }
  lines.push(`cat step${order.at(-1) ?? 0}.json`);
  return `${lines.join("\n")}\n`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
