/**
 * The plan step format's references, resolved the same way by the service (server/search/) and the
 * dashboard's recipes (src/features/recipes/): common/ is the one folder both may import. Pure: no
 * DOM, no Node.
 *
 * `{"$fromStep": "0", "$outputKey": "coins.0.id"}` takes a value from an earlier step's output (step
 * id, or its zero-based index; ids win); `{"$fromTemplateString": "Price of {0}", "$values": [ref]}`
 * builds a string from references.
 */
import { isRecord } from "./plain-object.ts";

export interface StepRef {
  $fromStep: string | number;
  $outputKey: string;
}

export interface TemplateRef<Value = unknown> {
  $fromTemplateString: string;
  $values: Value[];
}

/** Why a path could not be followed, in words a plan author can act on. */
export class PathError extends Error {}

/** A reference that cannot be resolved: the step that uses it fails with this message. */
export class UnresolvedReferenceError extends Error {}

/** Splits "coins.0.id" (or "coins[0].id") into its segments; "" means the whole value. */
export function splitPath(path: string): string[] {
  const normalized = path.replace(/\[(\d+)\]/g, ".$1").replace(/^\./, "");
  return normalized === "" ? [] : normalized.split(".");
}

/** Follows a dotted path with numeric array indices; throws PathError naming the missing segment. */
export function readPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  const walked: string[] = [];
  for (const segment of splitPath(path)) {
    const here = walked.length === 0 ? "the output" : `"${walked.join(".")}"`;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(segment)) throw new PathError(`${here} is a list; "${segment}" is not an index`);
      const index = Number(segment);
      if (index >= current.length) {
        throw new PathError(`${here} has ${current.length} item(s); index ${index} does not exist`);
      }
      current = current[index];
    } else if (typeof current === "object" && current !== null) {
      if (!Object.hasOwn(current, segment)) throw new PathError(`${here} has no key "${segment}"`);
      current = (current as Record<string, unknown>)[segment];
    } else {
      throw new PathError(`${here} is ${current === null ? "null" : typeof current}, not an object or list`);
    }
    walked.push(segment);
  }
  return current;
}

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
export function collectStepKeys(value: unknown): string[] {
  if (isStepRef(value)) return [String(value.$fromStep)];
  if (Array.isArray(value)) return value.flatMap(collectStepKeys);
  if (isRecord(value)) return Object.values(value).flatMap((v) => collectStepKeys(v));
  return [];
}

/** A reference names a step by id, or by its zero-based index ("0" or 0); ids win over indices. */
export function stepIndexFor(steps: ReadonlyArray<{ id: string }>, key: string): number | undefined {
  const byId = steps.findIndex((s) => s.id === key);
  if (byId >= 0) return byId;
  if (/^\d+$/.test(key) && Number(key) < steps.length) return Number(key);
  return undefined;
}

/** Looks up a step's output by the key a reference names; undefined when no such output exists. */
export type OutputLookup = (stepKey: string) => { output: unknown } | undefined;

function toJson(value: unknown, where: string): unknown {
  const text = JSON.stringify(value);
  if (text === undefined) throw new UnresolvedReferenceError(`${where} resolved to no JSON value`);
  return JSON.parse(text) as unknown;
}

function resolveStepRef(ref: StepRef, lookup: OutputLookup): unknown {
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

function resolveTemplate(ref: TemplateRef, lookup: OutputLookup): string {
  const values = ref.$values.map((v) => resolveValue(v, lookup));
  return ref.$fromTemplateString.replace(/\{(\d+)\}/g, (_match, digits: string) => {
    const value = values[Number(digits)];
    if (value === undefined) {
      throw new UnresolvedReferenceError(
        `template ${JSON.stringify(ref.$fromTemplateString)} uses {${digits}} but has ${values.length} value(s)`,
      );
    }
    return typeof value === "string" ? value : JSON.stringify(value);
  });
}

/** Replaces every reference inside `value` by the concrete value it points to. */
export function resolveValue(value: unknown, lookup: OutputLookup): unknown {
  if (isStepRef(value)) return resolveStepRef(value, lookup);
  if (isTemplateRef(value)) return resolveTemplate(value, lookup);
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, lookup));
  if (isRecord(value)) return resolveParameters(value, lookup);
  return value;
}

export function resolveParameters(
  value: Record<string, unknown>,
  lookup: OutputLookup,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, lookup)]));
}
