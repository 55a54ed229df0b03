import { createHash } from "node:crypto";
import type { Json, PlanStep } from "./types.ts";

/** JSON with object keys sorted at every level, so equal values always give equal text. */
export function canonicalJson(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k] ?? null)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * sha256 (hex) of the canonical plan: the vertical and each step's tool name and parameters, in
 * order. Step ids and reasoning are left out on purpose: they are presentation, and with
 * non-deterministic planning they change from plan to plan while the work done does not.
 */
export function planSignature(vertical: string, steps: readonly PlanStep[]): string {
  const canonical = canonicalJson({
    vertical,
    steps: steps.map((s) => ({ tool_name: s.tool_name, parameters: s.parameters })),
  });
  return createHash("sha256").update(canonical).digest("hex");
}
