import { getDefaultFormState, type RJSFSchema } from "@rjsf/utils";
import { validatorForTool } from "./cf-validator";
import type { JsonSchema } from "./json-schema";
import { preparedSchema } from "./prepare-schema";

/**
 * The values rjsf will show on first render (schema defaults over `seed`), so the preview and the
 * body match the form before anyone types.
 */
export function initialFormData(
  toolName: string,
  schema: JsonSchema,
  seed: Record<string, unknown> = {},
): Record<string, unknown> {
  const prepared = preparedSchema(schema) as RJSFSchema;
  const filled: unknown = getDefaultFormState(validatorForTool(toolName, schema), prepared, seed, prepared);
  return typeof filled === "object" && filled !== null && !Array.isArray(filled)
    ? (filled as Record<string, unknown>)
    : {};
}

/**
 * rjsf turns an emptied text box into undefined, which an array sends as null: an emptied text item
 * is "" again, the same as a new one (prepare-schema.ts gives items their empty start).
 */
export function emptyTextItems(value: unknown, schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null) return value;
  const node = schema as JsonSchema;
  if (Array.isArray(value)) {
    const items = node.items as JsonSchema | undefined;
    if (!items || typeof items !== "object") return value;
    return value.map((item: unknown) =>
      item === undefined && items.type === "string" ? "" : emptyTextItems(item, items),
    );
  }
  if (typeof value === "object" && value !== null && typeof node.properties === "object" && node.properties) {
    const properties = node.properties as Record<string, unknown>;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      const next = emptyTextItems(field, properties[key]);
      changed ||= next !== field;
      out[key] = next;
    }
    return changed ? out : value;
  }
  return value;
}
