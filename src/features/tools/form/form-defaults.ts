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
