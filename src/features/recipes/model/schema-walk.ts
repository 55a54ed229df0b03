import { asSchema, type Schema } from "./recipe";

/** The outcome of following a path through a schema. */
export type SchemaWalk =
  | { kind: "found"; schema: Schema }
  /** The schema says nothing this deep (no `properties`, an open object): the path cannot be checked. */
  | { kind: "open" }
  | { kind: "missing"; at: number };

function branches(schema: Schema): Schema[] {
  const list = [schema.anyOf, schema.oneOf, schema.allOf].flatMap((b): unknown[] =>
    Array.isArray(b) ? b : [],
  );
  return list.map(asSchema).filter((b): b is Schema => b !== null);
}

function step(schema: Schema, segment: string): SchemaWalk {
  const properties = asSchema(schema.properties);
  if (properties && Object.hasOwn(properties, segment)) {
    const next = asSchema(properties[segment]);
    return next ? { kind: "found", schema: next } : { kind: "open" };
  }
  if (/^\d+$/.test(segment)) {
    const prefix = Array.isArray(schema.prefixItems) ? asSchema(schema.prefixItems[Number(segment)]) : null;
    if (prefix) return { kind: "found", schema: prefix };
    const items = asSchema(schema.items);
    if (items) return { kind: "found", schema: items };
  }
  for (const branch of branches(schema)) {
    const found = step(branch, segment);
    if (found.kind !== "missing") return found;
  }
  const additional = asSchema(schema.additionalProperties);
  if (additional && !/^\d+$/.test(segment)) return { kind: "found", schema: additional };
  // A schema that lists its properties is read as listing all of them, as the planner reads it; a
  // list or a scalar has no keys. Anything else says too little to refuse the path.
  if (properties !== null || schema.items !== undefined) return { kind: "missing", at: 0 };
  const types = typesOf(schema);
  if (types.size > 0 && !types.has("object") && !types.has("array")) return { kind: "missing", at: 0 };
  return { kind: "open" };
}

/** Follows `segments` (object keys, array indices) through `schema`. */
export function walkSchema(schema: Schema, segments: readonly string[]): SchemaWalk {
  let current = schema;
  for (const [index, segment] of segments.entries()) {
    const next = step(current, segment);
    if (next.kind === "missing") return { kind: "missing", at: index };
    if (next.kind === "open") return next;
    current = next.schema;
  }
  return { kind: "found", schema: current };
}

/** The JSON types a schema admits, from `type`, `const` or `enum`; empty when it does not say. */
export function typesOf(schema: Schema): Set<string> {
  const found = new Set<string>();
  const add = (t: unknown) => typeof t === "string" && found.add(t);
  if (Array.isArray(schema.type)) schema.type.forEach(add);
  else add(schema.type);
  const samples = Object.hasOwn(schema, "const")
    ? [schema.const]
    : Array.isArray(schema.enum)
      ? schema.enum
      : [];
  if (found.size === 0) for (const sample of samples) found.add(jsonType(sample));
  if (found.size === 0) for (const branch of branches(schema)) typesOf(branch).forEach((t) => found.add(t));
  return found;
}

export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** Whether a value of one of `source` types may go where `target` types are taken; unknown is fine. */
export function typesFit(source: ReadonlySet<string>, target: ReadonlySet<string>): boolean {
  if (source.size === 0 || target.size === 0) return true;
  for (const type of source) {
    if (target.has(type)) return true;
    if (type === "integer" && target.has("number")) return true;
  }
  return false;
}

/** Every leaf path an output schema describes ("coins.0.id"), arrays through their first item. */
export function schemaPaths(schema: Schema, prefix: string[] = [], depth = 0): string[] {
  if (depth > 6) return [];
  const properties = asSchema(schema.properties);
  const items = asSchema(schema.items);
  if (properties) {
    return Object.entries(properties).flatMap(([key, sub]) => {
      const child = asSchema(sub);
      const here = [...prefix, key];
      return child ? [here.join("."), ...schemaPaths(child, here, depth + 1)] : [here.join(".")];
    });
  }
  if (items) return schemaPaths(items, [...prefix, "0"], depth + 1);
  return [];
}
