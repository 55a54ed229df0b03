import { jsonCopy, parseJsonSafe } from "../../../lib/safe-json";
import { isSchema, type JsonSchema } from "./json-schema";
import { isRecord } from "../../../../common/plain-object";

/** What an optional field contributes to the request body. */
export type SendMode = "value" | "omit" | "null" | "empty";
/** Keyed by `pathKey(path)`; a missing entry means "value". */
export type SendModes = Readonly<Record<string, SendMode>>;
export type FieldPath = readonly (string | number)[];

export const pathKey = (path: FieldPath): string => JSON.stringify(path.map(String));
/** The path a `pathKey` was made from. */
export const pathOf = (key: string): string[] => parseJsonSafe(key) as string[];

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null;

// Own members only: an inherited one (`constructor`, `__proto__`) leads into a prototype.
function child(container: Container, key: string): unknown {
  if (!Object.hasOwn(container, Array.isArray(container) ? Number(key) : key)) return undefined;
  return Array.isArray(container) ? container[Number(key)] : container[key];
}

/** The exact body: the form's values with each optional field's choice applied on top. */
export function applyModes(formData: Record<string, unknown>, modes: SendModes): Record<string, unknown> {
  // Through JSON, as the wire will: `undefined` fields vanish and `undefined` array items become null.
  const body = jsonCopy(formData) as Record<string, unknown>;
  for (const [key, mode] of Object.entries(modes)) {
    if (mode === "value") continue;
    const path = pathOf(key);
    const last = path.at(-1);
    // Assigning to `__proto__` would replace a prototype; no field is called that (see splitBody).
    if (last === undefined || path.includes("__proto__")) continue;
    let parent: Container = body;
    let reachable = true;
    for (const part of path.slice(0, -1)) {
      let next = child(parent, part);
      if (!isContainer(next)) {
        // Leaving out something inside an absent object needs no object; sending null does.
        if (mode === "omit") reachable = false;
        if (!reachable) break;
        next = {};
        if (Array.isArray(parent)) parent[Number(part)] = next;
        else parent[part] = next;
      }
      parent = next as Container;
    }
    if (!reachable) continue;
    if (Array.isArray(parent)) continue;
    if (mode === "omit") delete parent[last];
    else parent[last] = mode === "null" ? null : "";
  }
  return body;
}

/**
 * The reverse, for a body typed as JSON: nulls and empty strings become choices, and an absent
 * field that has a default is marked "leave out" so the form does not put the default back.
 */
export function splitBody(
  body: Record<string, unknown>,
  schema: JsonSchema,
): { formData: Record<string, unknown>; modes: Record<string, SendMode> } {
  const modes: Record<string, SendMode> = {};
  const walk = (value: Record<string, unknown>, node: unknown, path: string[]): Record<string, unknown> => {
    const properties = isSchema(node) && isSchema(node.properties) ? node.properties : {};
    const out: Record<string, unknown> = {};
    for (const [name, sub] of Object.entries(properties)) {
      if (!Object.hasOwn(value, name) && producesDefault(sub)) modes[pathKey([...path, name])] = "omit";
    }
    for (const [name, field] of Object.entries(value)) {
      // `out.__proto__ = …` would set out's prototype; such a key never comes from parsed input.
      if (name === "__proto__") continue;
      const here = [...path, name];
      if (field === null) modes[pathKey(here)] = "null";
      else if (field === "") modes[pathKey(here)] = "empty";
      else if (Array.isArray(field))
        out[name] = field.map((item, index) =>
          itemOf(item, ownSchema(properties, name), [...here, String(index)]),
        );
      else if (isRecord(field)) out[name] = walk(field, ownSchema(properties, name), here);
      else out[name] = field;
    }
    return out;
  };
  // Objects inside arrays hold optional fields too (e.g. a holding's label).
  const itemOf = (item: unknown, arraySchema: unknown, path: string[]): unknown =>
    isRecord(item) ? walk(item, isSchema(arraySchema) ? arraySchema.items : undefined, path) : item;
  return { formData: walk(body, schema, []), modes };
}

const ownSchema = (properties: Record<string, unknown>, name: string): unknown =>
  Object.hasOwn(properties, name) ? properties[name] : undefined;

/** Whether rjsf would fill this field in by itself: it has a default, or an object part of it has. */
function producesDefault(schema: unknown): boolean {
  if (!isSchema(schema)) return false;
  if ("default" in schema) return true;
  return isSchema(schema.properties) && Object.values(schema.properties).some(producesDefault);
}
