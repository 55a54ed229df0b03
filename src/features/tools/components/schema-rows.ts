import { isSchema, resolvePointer, type JsonSchema } from "../form/json-schema";

/** One documented field: `holdings[].amount`, its type in words, and what the schema says about it. */
export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  defaultValue: string;
  description: string;
}

const MAX_DEPTH = 6;
const bound = (value: unknown) => (typeof value === "number" ? String(value) : "…");

function typeOf(schema: JsonSchema, root: JsonSchema): string {
  if (typeof schema.$ref === "string") {
    const target = resolvePointer(root, schema.$ref);
    return isSchema(target) ? typeOf(target, root) : schema.$ref;
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union))
    return union.map((branch) => (isSchema(branch) ? typeOf(branch, root) : "?")).join(" | ");
  const base = Array.isArray(schema.type)
    ? schema.type.join(" | ")
    : typeof schema.type === "string"
      ? schema.type
      : "any";
  if (base === "array" && isSchema(schema.items)) return `${typeOf(schema.items, root)}[]`;
  const extras = [
    Array.isArray(schema.enum) ? `one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}` : "",
    typeof schema.format === "string" ? `format ${schema.format}` : "",
    typeof schema.pattern === "string" ? `pattern ${schema.pattern}` : "",
    typeof schema.minimum === "number" || typeof schema.maximum === "number"
      ? `${bound(schema.minimum)} to ${bound(schema.maximum)}`
      : "",
  ].filter(Boolean);
  return extras.length > 0 ? `${base} (${extras.join("; ")})` : base;
}

interface ObjectPart {
  schema: JsonSchema;
  /** The fields belong to each item of an array: `holdings[].amount`. */
  inArray: boolean;
}

/** Follows $ref and takes the object branches of unions, so nested fields get rows of their own. */
function objectParts(schema: JsonSchema, root: JsonSchema): ObjectPart[] {
  if (typeof schema.$ref === "string") {
    const target = resolvePointer(root, schema.$ref);
    return isSchema(target) ? objectParts(target, root) : [];
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.filter(isSchema).flatMap((branch) => objectParts(branch, root));
  if (isSchema(schema.items)) {
    return objectParts(schema.items, root).map((part) => ({ ...part, inArray: true }));
  }
  return isSchema(schema.properties) ? [{ schema, inArray: false }] : [];
}

export function schemaRows(root: JsonSchema): SchemaRow[] {
  const rows: SchemaRow[] = [];
  const walk = (schema: JsonSchema, prefix: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const { schema: part, inArray } of objectParts(schema, root)) {
      const required = Array.isArray(part.required) ? part.required : [];
      const properties = isSchema(part.properties) ? part.properties : {};
      const base = inArray ? `${prefix}[]` : prefix;
      for (const [name, sub] of Object.entries(properties)) {
        if (!isSchema(sub)) continue;
        const full = base ? `${base}.${name}` : name;
        rows.push({
          name: full,
          type: typeOf(sub, root),
          required: required.includes(name),
          defaultValue: "default" in sub ? JSON.stringify(sub.default) : "",
          description: typeof sub.description === "string" ? sub.description : "",
        });
        walk(sub, full, depth + 1);
      }
    }
  };
  walk(root, "", 0);
  return rows;
}
