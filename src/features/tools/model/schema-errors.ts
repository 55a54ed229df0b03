import { Validator, type OutputUnit } from "@cfworker/json-schema";
import { isSchema, resolvePointer, type JsonSchema } from "./json-schema";
import { schemaDraft } from "./prepare-schema";
import { SCHEMA_CHECK_MEASURE, withoutUnsafePatterns } from "../../../lib/safe-patterns";
import { jsonCopy } from "../../../lib/safe-json";

/** One failing field: where in the input, and a message a person can act on. */
export interface FieldIssue {
  path: string[];
  message: string;
  /** A field the schema does not allow at `path`: the form has no control for it, so it offers to remove it. */
  unknownField?: string;
}

// These only say "something inside failed"; the inner unit says what.
const STRUCTURAL = new Set([
  "properties",
  "items",
  "prefixItems",
  "$ref",
  "allOf",
  "additionalItems",
  "unevaluatedProperties",
  "dependentSchemas",
  "if",
  "then",
  "else",
  "contains",
  "false",
]);

const validators = new WeakMap<JsonSchema, Validator>();

/**
 * Eval-free (no `new Function`), so it runs under a CSP without 'unsafe-eval'; one compile per schema.
 * Patterns that could freeze the page are left out (safe-patterns.ts).
 */
export function validatorOf(schema: JsonSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    validator = new Validator(withoutUnsafePatterns(schema), schemaDraft(schema), false);
    validators.set(schema, validator);
  }
  return validator;
}

/** What JSON makes of a value: rjsf leaves `undefined` in objects and arrays, which the wire never carries. */
export const asJson = (value: unknown): unknown => jsonCopy(value);

export function schemaIssues(schema: JsonSchema, value: unknown): FieldIssue[] {
  const json = asJson(value);
  if (json === undefined) return [{ path: [], message: "No value" }];
  const start = performance.now();
  const result = validatorOf(schema).validate(json);
  performance.measure(SCHEMA_CHECK_MEASURE, { start });
  if (result.valid) return [];
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const issue of collect(schema, result.errors, "#")) {
    const key = `${issue.path.join("/")}\u0000${issue.message}`;
    if (!seen.has(key)) issues.push(issue);
    seen.add(key);
  }
  return issues;
}

const BRANCH = /\/(anyOf|oneOf)\/\d+\//;

/**
 * The issues of the units under `base` (a keyword location). Inside an anyOf/oneOf every branch
 * reports; the one with the fewest issues is the shape the user most likely meant, so its issues
 * say what to fix ("must be at most 40 characters", not "does not match any of the shapes").
 */
function collect(root: JsonSchema, units: OutputUnit[], base: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const unit of units) {
    if (STRUCTURAL.has(unit.keyword) || BRANCH.test(unit.keywordLocation.slice(base.length))) continue;
    if (unit.keyword !== "anyOf" && unit.keyword !== "oneOf") {
      issues.push(describe(root, unit));
      continue;
    }
    const prefix = `${unit.keywordLocation}/`;
    const branches = new Map<string, OutputUnit[]>();
    for (const inner of units) {
      if (!inner.keywordLocation.startsWith(prefix)) continue;
      const index = inner.keywordLocation.slice(prefix.length).split("/")[0] ?? "";
      branches.set(index, [...(branches.get(index) ?? []), inner]);
    }
    let closest: FieldIssue[] | null = null;
    let best = Infinity;
    for (const [index, inside] of branches) {
      const found = collect(root, inside, `${prefix}${index}`);
      // A missing field counts double: a shape whose fields the user filled in is the one they meant.
      const distance = found.length + found.filter((issue) => issue.message === "Required").length;
      if (found.length > 0 && distance < best) [closest, best] = [found, distance];
    }
    issues.push(...(closest ?? [describe(root, unit)]));
  }
  return issues;
}

function instancePath(location: string): string[] {
  return location
    .replace(/^#\/?/, "")
    .split("/")
    .filter((part) => part !== "")
    .map((part) => decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The keyword's own value, following `$ref` hops the way the validator did. */
function keywordValue(root: JsonSchema, keywordLocation: string): unknown {
  let node: unknown = root;
  for (const part of keywordLocation.replace(/^#\/?/, "").split("/")) {
    if (!isSchema(node) && !Array.isArray(node)) return undefined;
    if (part === "$ref" && isSchema(node) && typeof node.$ref === "string") {
      node = resolvePointer(root, node.$ref);
      continue;
    }
    node = (node as Record<string, unknown>)[decodeURIComponent(part)];
  }
  return node;
}

const quoted = (text: string) => /"([^"]*)"/.exec(text)?.[1];
const list = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => JSON.stringify(v)).join(", ") : String(value);

/**
 * A regex means little to most people; the field's description usually says the same in words
 * ("Stock ticker, upper case, e.g. NORS"), so that is what the message gives; the pattern only when
 * the schema has no words for it.
 */
function patternMessage(root: JsonSchema, keywordLocation: string, pattern: unknown): string {
  const field = keywordValue(root, keywordLocation.replace(/\/pattern$/, ""));
  const words = isSchema(field) && typeof field.description === "string" ? field.description.trim() : "";
  return words
    ? `Not in the expected form: ${words.replace(/\.$/, "")}`
    : `Not in the expected form (pattern ${String(pattern)})`;
}

function describe(root: JsonSchema, unit: OutputUnit): FieldIssue {
  const path = instancePath(unit.instanceLocation);
  const value = unit.keyword === "required" ? undefined : keywordValue(root, unit.keywordLocation);
  switch (unit.keyword) {
    case "required":
      return { path: [...path, quoted(unit.error) ?? ""], message: "Required" };
    case "additionalProperties": {
      const name = quoted(unit.error);
      return {
        path,
        message: `Unknown field “${name ?? "?"}”`,
        ...(name === undefined ? {} : { unknownField: name }),
      };
    }
    case "type":
      return {
        path,
        message:
          value === "integer"
            ? "Must be a whole number"
            : `Must be ${Array.isArray(value) ? value.join(" or ") : String(value)}`,
      };
    case "minimum":
      return { path, message: `Must be at least ${String(value)}` };
    case "maximum":
      return { path, message: `Must be at most ${String(value)}` };
    case "exclusiveMinimum":
      return { path, message: `Must be greater than ${String(value)}` };
    case "exclusiveMaximum":
      return { path, message: `Must be less than ${String(value)}` };
    case "minLength":
      return { path, message: `Must be at least ${String(value)} characters` };
    case "maxLength":
      return { path, message: `Must be at most ${String(value)} characters` };
    case "minItems":
      return { path, message: `Needs at least ${String(value)} items` };
    case "maxItems":
      return { path, message: `Takes at most ${String(value)} items` };
    case "pattern":
      return { path, message: patternMessage(root, unit.keywordLocation, value) };
    case "format":
      return {
        path,
        message: value === "date" ? "Must be a date like 2024-01-31" : `Must be a valid ${String(value)}`,
      };
    case "enum":
      return { path, message: `Must be one of ${list(value)}` };
    case "const":
      return { path, message: `Must be ${JSON.stringify(value)}` };
    case "anyOf":
      return { path, message: "Does not match any of the allowed shapes" };
    case "oneOf":
      return { path, message: "Matches none, or more than one, of the allowed shapes" };
    default:
      return { path, message: unit.error };
  }
}
