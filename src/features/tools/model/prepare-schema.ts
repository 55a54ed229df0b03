import { isNullSchema, isSchema, type JsonSchema } from "./json-schema";
import { unsafePatternNote, unsafePatternOf } from "../../../lib/safe-patterns";

/**
 * What rjsf renders: nullable unions become their non-null branch (null is offered by the
 * optional-field choice instead of a two-option dropdown), and the `$schema` URI goes, because rjsf
 * refuses draft 2020-12's. Validation keeps using the tool's own schema, so null stays allowed there.
 */
export function prepareSchema(schema: JsonSchema): JsonSchema {
  const { $schema: _dropped, ...rest } = schema;
  return prepareNode(rest) as JsonSchema;
}

const preparedBySource = new WeakMap<JsonSchema, JsonSchema>();

/**
 * `prepareSchema` once per published schema object, so the initial values and the form work from
 * the same prepared object. Callers must not change what it returns.
 */
export function preparedSchema(schema: JsonSchema): JsonSchema {
  let prepared = preparedBySource.get(schema);
  if (!prepared) {
    prepared = prepareSchema(schema);
    preparedBySource.set(schema, prepared);
  }
  return prepared;
}

function prepareNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prepareNode);
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    // Values of these keywords are data, not schemas: leave them exactly as published.
    out[keyword] =
      keyword === "enum" || keyword === "const" || keyword === "default" || keyword === "examples"
        ? value
        : prepareNode(value);
  }
  return withItemDefault(collapseNullable(noteUnsafePattern(out)));
}

/** What a new array item starts as, by its type: rjsf's own start (undefined) is sent as null. */
const EMPTY_ITEM: Record<string, unknown> = { string: "", boolean: false, array: [], object: {} };

/** An item added with "Add item" starts empty ("" for text), not as null. */
function withItemDefault(node: JsonSchema): JsonSchema {
  const items = node.items;
  if (node.type !== "array" || !isSchema(items) || "default" in items || typeof items.type !== "string")
    return node;
  if (!(items.type in EMPTY_ITEM)) return node;
  return { ...node, items: { ...items, default: EMPTY_ITEM[items.type] } };
}

/** A pattern validation skips is said on its field, in place of the pattern. */
function noteUnsafePattern(node: JsonSchema): JsonSchema {
  const pattern = unsafePatternOf(node);
  if (pattern === undefined) return node;
  const { pattern: _skipped, ...rest } = node;
  const note = unsafePatternNote(pattern);
  return {
    ...rest,
    description: typeof rest.description === "string" ? `${rest.description} ${note}` : note,
  };
}

function collapseNullable(node: JsonSchema): JsonSchema {
  if (Array.isArray(node.type) && node.type.includes("null")) {
    const others = node.type.filter((t) => t !== "null");
    const enumValues = Array.isArray(node.enum) ? node.enum.filter((v) => v !== null) : undefined;
    return {
      ...node,
      type: others.length === 1 ? others[0] : others,
      ...(enumValues ? { enum: enumValues } : {}),
    };
  }
  for (const union of ["anyOf", "oneOf"] as const) {
    const branches = node[union];
    if (!Array.isArray(branches) || !branches.some(isNullSchema)) continue;
    const kept = branches.filter((branch) => !isNullSchema(branch));
    const { [union]: _union, ...rest } = node;
    if (kept.length === 1 && isSchema(kept[0])) return { ...kept[0], ...rest };
    return { ...rest, [union]: kept };
  }
  return node;
}

/** Which draft the tool's schema declares; @cfworker/json-schema validates each by its own rules. */
export function schemaDraft(schema: JsonSchema): "4" | "7" | "2019-09" | "2020-12" {
  const uri = typeof schema.$schema === "string" ? schema.$schema : "";
  if (uri.includes("2020-12")) return "2020-12";
  if (uri.includes("2019-09")) return "2019-09";
  if (uri.includes("draft-04")) return "4";
  return "7";
}
