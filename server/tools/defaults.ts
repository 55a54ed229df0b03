import { isRecord } from "../../common/plain-object.ts";
import type { JsonSchema } from "./types.ts";

/**
 * Fills absent properties from their schema `default`, in the input object and in nested objects
 * the caller did send. Validators do not apply defaults, and tools should not restate them.
 */
export function applyDefaults(schema: JsonSchema, value: unknown): unknown {
  if (!isRecord(value) || !isRecord(schema.properties)) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, sub] of Object.entries(schema.properties)) {
    if (!isRecord(sub)) continue;
    if (!(key in out) && "default" in sub) out[key] = structuredClone(sub.default);
    else if (key in out) out[key] = applyDefaults(sub, out[key]);
  }
  return out;
}
