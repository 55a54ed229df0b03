import { isSchema, resolvePointer, type JsonSchema } from "./json-schema";
import { validatorOf } from "./schema-errors";

/** Deeper than any real tool input; the form, rjsf's defaults and validation all recurse per level. */
export const MAX_SCHEMA_DEPTH = 64;

/**
 * Why a tool's input schema cannot drive the form, or null when it can. Checked before anything
 * recursive touches the schema, without recursion itself, so a 3,000-level schema or a `$ref` that
 * points nowhere ends in this message instead of a crashed page.
 */
export function schemaProblem(schema: JsonSchema): string | null {
  const ids = new Set<string>();
  const refs: string[] = [];
  const stack: { node: unknown; depth: number }[] = [{ node: schema, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (typeof node !== "object" || node === null) continue;
    if (depth > MAX_SCHEMA_DEPTH) return `it nests deeper than ${MAX_SCHEMA_DEPTH} levels`;
    if (!Array.isArray(node)) {
      const record = node as JsonSchema;
      if (typeof record.$ref === "string") refs.push(record.$ref);
      if (typeof record.$id === "string") ids.add(record.$id.replace(/#.*$/, ""));
    }
    for (const value of Object.values(node)) stack.push({ node: value, depth: depth + 1 });
  }
  const missing = refs.find((ref) => !resolves(schema, ref, ids));
  if (missing !== undefined) return `its $ref "${missing}" points to nothing in the schema`;
  try {
    validatorOf(schema).validate({});
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return null;
}

function resolves(root: JsonSchema, ref: string, ids: Set<string>): boolean {
  if (ref === "#") return true;
  if (ref.startsWith("#/")) return resolvePointer(root, ref) !== undefined;
  if (ref.startsWith("#")) return hasAnchor(root, ref.slice(1));
  // An absolute or relative URI: only one the schema itself declares, as nothing is fetched.
  return ids.has(ref.replace(/#.*$/, ""));
}

function hasAnchor(root: JsonSchema, anchor: string): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== "object" || node === null) continue;
    if (isSchema(node) && node.$anchor === anchor) return true;
    stack.push(...(Object.values(node) as unknown[]));
  }
  return false;
}
