import { isRecord } from "../../common/plain-object.ts";
import type { JsonSchema } from "./types.ts";

/** The JSON Schema features the dashboard's form must handle; the catalog must use each of them. */
export const SCHEMA_FEATURES = [
  "required",
  "enum",
  "integer-min-max",
  "number",
  "boolean",
  "default",
  "format-date",
  "format-email",
  "format-uri",
  "pattern",
  "nested-object",
  "array-of-primitives",
  "array-of-objects",
  "oneOf",
  "anyOf",
  "nullable-type-array",
  "nullable-anyOf",
  "$ref",
  "$defs",
] as const;
export type SchemaFeature = (typeof SCHEMA_FEATURES)[number];

const isSchema = (v: unknown): v is JsonSchema => isRecord(v);
const types = (s: JsonSchema): unknown[] => (Array.isArray(s.type) ? s.type : [s.type]);

/** Walks one schema and reports which features it uses; `depth` 0 is the input object itself. */
export function schemaFeatures(
  schema: JsonSchema,
  found = new Set<SchemaFeature>(),
  depth = 0,
): Set<SchemaFeature> {
  const t = types(schema);
  if (Array.isArray(schema.required) && schema.required.length > 0) found.add("required");
  if (Array.isArray(schema.enum)) found.add("enum");
  if (t.includes("integer") && "minimum" in schema && "maximum" in schema) found.add("integer-min-max");
  if (t.includes("number")) found.add("number");
  if (t.includes("boolean")) found.add("boolean");
  if ("default" in schema) found.add("default");
  if (schema.format === "date") found.add("format-date");
  if (schema.format === "email") found.add("format-email");
  if (schema.format === "uri") found.add("format-uri");
  if (typeof schema.pattern === "string") found.add("pattern");
  if (depth > 0 && t.includes("object")) found.add("nested-object");
  if (Array.isArray(schema.type) && schema.type.includes("null") && schema.type.length > 1)
    found.add("nullable-type-array");
  if (typeof schema.$ref === "string") found.add("$ref");
  if (isSchema(schema.$defs)) found.add("$defs");
  if (Array.isArray(schema.oneOf)) found.add("oneOf");
  if (Array.isArray(schema.anyOf)) {
    found.add("anyOf");
    if (schema.anyOf.some((b) => isSchema(b) && b.type === "null")) found.add("nullable-anyOf");
  }
  if (t.includes("array") && isSchema(schema.items)) {
    found.add(types(schema.items).includes("object") ? "array-of-objects" : "array-of-primitives");
  }
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);
  const children: unknown[] = [
    ...Object.values(isSchema(schema.properties) ? schema.properties : {}),
    ...Object.values(isSchema(schema.$defs) ? schema.$defs : {}),
    schema.items,
    ...list(schema.anyOf),
    ...list(schema.oneOf),
  ];
  for (const child of children) if (isSchema(child)) schemaFeatures(child, found, depth + 1);
  return found;
}
