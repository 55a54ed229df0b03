import {
  collectStepKeys as collectKeys,
  resolveParameters,
  resolveValue as resolveAny,
  type OutputLookup,
} from "../../common/step-references.ts";
import type { TemplateRef as AnyTemplateRef } from "../../common/step-references.ts";
import type { Json, JsonObject } from "./types.ts";

export type TemplateRef = AnyTemplateRef<Json>;

// The resolution rule is shared with the dashboard's recipes (common/step-references.ts); this file
// only narrows it to the service's JSON types.
export {
  isStepRef,
  isTemplateRef,
  UnresolvedReferenceError,
  type OutputLookup,
  type StepRef,
} from "../../common/step-references.ts";

/** Every `$fromStep` named anywhere inside `value`, in order of appearance. */
export function collectStepKeys(value: Json): string[] {
  return collectKeys(value);
}

/** Replaces every reference inside `value` by the concrete value it points to. */
export function resolveValue(value: Json, lookup: OutputLookup): Json {
  return resolveAny(value, lookup) as Json;
}

export function resolveObject(value: JsonObject, lookup: OutputLookup): JsonObject {
  return resolveParameters(value, lookup) as JsonObject;
}
