import { isSchema, resolvePointer, type JsonSchema } from "./json-schema";

/** One documented field: `holdings[].amount`, its type in words, and what the schema says about it. */
export interface SchemaRow {
  name: string;
  /** The bare type: `string`, `object[]`, `integer | null`. */
  type: string;
  /** Limits in words, each a short phrase: `1 to 100`, `format date`, `pattern ^[A-Z]{1,5}$`. */
  limits: string[];
  /** The allowed values, as JSON, when the schema lists them. */
  values: string[];
  required: boolean;
  /** Required only when this option of a oneOf/anyOf is used: the option's title. */
  requiredIn: string | null;
  defaultValue: string;
  description: string;
}

const MAX_DEPTH = 6;
const bound = (value: unknown) => (typeof value === "number" ? String(value) : "…");

function target(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (typeof schema.$ref !== "string") return schema;
  const found = resolvePointer(root, schema.$ref);
  return isSchema(found) ? found : schema;
}

function typeOf(schema: JsonSchema, root: JsonSchema): string {
  const node = target(schema, root);
  if (typeof schema.$ref === "string" && node === schema) return schema.$ref;
  const union = node.anyOf ?? node.oneOf;
  if (Array.isArray(union))
    return union.map((branch) => (isSchema(branch) ? typeOf(branch, root) : "?")).join(" | ");
  const base = Array.isArray(node.type)
    ? node.type.join(" | ")
    : typeof node.type === "string"
      ? node.type
      : "any";
  return base === "array" && isSchema(node.items) ? `${typeOf(node.items, root)}[]` : base;
}

function limitsOf(schema: JsonSchema, root: JsonSchema): string[] {
  const node = target(schema, root);
  const union = node.anyOf ?? node.oneOf;
  if (Array.isArray(union)) return union.filter(isSchema).flatMap((branch) => limitsOf(branch, root));
  if (node.type === "array" && isSchema(node.items)) return limitsOf(node.items, root);
  return [
    typeof node.format === "string" ? `format ${node.format}` : "",
    typeof node.pattern === "string" ? `pattern ${node.pattern}` : "",
    typeof node.minimum === "number" || typeof node.maximum === "number"
      ? `${bound(node.minimum)} to ${bound(node.maximum)}`
      : "",
  ].filter(Boolean);
}

function valuesOf(schema: JsonSchema, root: JsonSchema): string[] {
  const node = target(schema, root);
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value));
  if (node.type === "array" && isSchema(node.items)) return valuesOf(node.items, root);
  return [];
}

interface ObjectPart {
  schema: JsonSchema;
  /** The fields belong to each item of an array: `holdings[].amount`. */
  inArray: boolean;
  /** The oneOf/anyOf option these fields come from: its fields are required only in it. */
  option: string | null;
}

/** Follows $ref and takes the object branches of unions, so nested fields get rows of their own. */
function objectParts(schema: JsonSchema, root: JsonSchema, option: string | null = null): ObjectPart[] {
  const node = target(schema, root);
  if (node !== schema) return objectParts(node, root, option);
  const union = node.anyOf ?? node.oneOf;
  if (Array.isArray(union)) {
    const objects = union.filter(isSchema);
    return objects.flatMap((branch, index) =>
      objectParts(
        branch,
        root,
        objects.length > 1
          ? typeof branch.title === "string"
            ? branch.title
            : `option ${index + 1}`
          : option,
      ),
    );
  }
  if (isSchema(node.items)) {
    return objectParts(node.items, root, option).map((part) => ({ ...part, inArray: true }));
  }
  return isSchema(node.properties) ? [{ schema: node, inArray: false, option }] : [];
}

export function schemaRows(root: JsonSchema): SchemaRow[] {
  const rows: SchemaRow[] = [];
  const walk = (schema: JsonSchema, prefix: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const { schema: part, inArray, option } of objectParts(schema, root)) {
      const required = Array.isArray(part.required) ? part.required : [];
      const properties = isSchema(part.properties) ? part.properties : {};
      const base = inArray ? `${prefix}[]` : prefix;
      for (const [name, sub] of Object.entries(properties)) {
        if (!isSchema(sub)) continue;
        const full = base ? `${base}.${name}` : name;
        // A field required by one option of a oneOf is not required by the schema: only with that option.
        const isRequired = required.includes(name);
        rows.push({
          name: full,
          type: typeOf(sub, root),
          limits: limitsOf(sub, root),
          values: valuesOf(sub, root),
          required: isRequired && option === null,
          requiredIn: isRequired ? option : null,
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
