import { isRecord } from "../../../../common/plain-object";

/** A JSON Schema document or fragment, as tools publish it: plain data. */
export type JsonSchema = { [keyword: string]: unknown };

export function isSchema(value: unknown): value is JsonSchema {
  return isRecord(value);
}

export function isNullSchema(value: unknown): boolean {
  return isSchema(value) && value.type === "null";
}

/** Follows a local `#/…` pointer (JSON Pointer escaping included); undefined when it leads nowhere. */
export function resolvePointer(root: JsonSchema, pointer: string): unknown {
  if (!pointer.startsWith("#")) return undefined;
  const parts = pointer.slice(1).split("/").filter(Boolean);
  let node: unknown = root;
  for (const raw of parts) {
    const part = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
