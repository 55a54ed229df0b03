import { isRecord } from "../../common/plain-object.ts";
import { PathError, readPath } from "./json-path.ts";
import type { Json, JsonObject } from "./types.ts";

/** `{"$fromStep": "0", "$outputKey": "coins.0.id"}`: a value taken from an earlier step's output. */
export interface StepRef {
  $fromStep: string | number;
  $outputKey: string;
}

/** `{"$fromTemplateString": "Price of {0}", "$values": [ref, …]}`: a string built from references. */
export interface TemplateRef {
  $fromTemplateString: string;
  $values: Json[];
}

/** A reference that cannot be resolved: the step that uses it fails with this message. */
export class UnresolvedReferenceError extends Error {}

export function isStepRef(value: unknown): value is StepRef {
  return (
    isRecord(value) &&
    (typeof value.$fromStep === "string" || typeof value.$fromStep === "number") &&
    typeof value.$outputKey === "string"
  );
}

export function isTemplateRef(value: unknown): value is TemplateRef {
  return isRecord(value) && typeof value.$fromTemplateString === "string" && Array.isArray(value.$values);
}

/** Every `$fromStep` named anywhere inside `value`, in order of appearance. */
export function collectStepKeys(value: Json): string[] {
  if (isStepRef(value)) return [String(value.$fromStep)];
  if (Array.isArray(value)) return value.flatMap(collectStepKeys);
  if (isRecord(value)) return Object.values(value).flatMap((v) => collectStepKeys(v));
  return [];
}

/** Looks up a step's output by the key a reference names; undefined when no such output exists. */
export type OutputLookup = (stepKey: string) => { output: unknown } | undefined;

function toJson(value: unknown, where: string): Json {
  const text = JSON.stringify(value);
  if (text === undefined) throw new UnresolvedReferenceError(`${where} resolved to no JSON value`);
  return JSON.parse(text) as Json;
}

function resolveStepRef(ref: StepRef, lookup: OutputLookup): Json {
  const where = `reference to step ${JSON.stringify(ref.$fromStep)} at "${ref.$outputKey}"`;
  const found = lookup(String(ref.$fromStep));
  if (!found) throw new UnresolvedReferenceError(`${where}: that step has no output`);
  try {
    return toJson(readPath(found.output, ref.$outputKey), where);
  } catch (error) {
    if (error instanceof PathError) throw new UnresolvedReferenceError(`${where}: ${error.message}`);
    throw error;
  }
}

function renderTemplateValue(value: Json): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function resolveTemplate(ref: TemplateRef, lookup: OutputLookup): string {
  const values = ref.$values.map((v) => resolveValue(v, lookup));
  return ref.$fromTemplateString.replace(/\{(\d+)\}/g, (_match, digits: string) => {
    const value = values[Number(digits)];
    if (value === undefined) {
      throw new UnresolvedReferenceError(
        `template ${JSON.stringify(ref.$fromTemplateString)} uses {${digits}} but has ${values.length} value(s)`,
      );
    }
    return renderTemplateValue(value);
  });
}

/** Replaces every reference inside `value` by the concrete value it points to. */
export function resolveValue(value: Json, lookup: OutputLookup): Json {
  if (isStepRef(value)) return resolveStepRef(value, lookup);
  if (isTemplateRef(value)) return resolveTemplate(value, lookup);
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, lookup));
  if (isRecord(value)) return resolveObject(value, lookup);
  return value;
}

export function resolveObject(value: JsonObject, lookup: OutputLookup): JsonObject {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, lookup)]));
}
