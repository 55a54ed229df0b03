import { Validator, type OutputUnit, type SchemaDraft } from "@cfworker/json-schema";
import { SCHEMA_CHECK_MEASURE, withoutUnsafePatterns } from "../../lib/safe-patterns";
import { describePath, pointerToPath } from "./json-path";

export interface SchemaFailure {
  path: string;
  message: string;
}

export type SchemaCheck =
  | { status: "valid" }
  | { status: "invalid"; failures: SchemaFailure[] }
  | { status: "unusable"; message: string };

// Keywords that only report that something below them failed; the failure below says what.
const AGGREGATES = new Set([
  "properties",
  "items",
  "additionalItems",
  "prefixItems",
  "patternProperties",
  "additionalProperties",
  "dependentSchemas",
  "$ref",
  "$recursiveRef",
  "allOf",
  "contains",
]);
// Inside anyOf/oneOf/not every branch reports; the keyword's own error is the useful one.
const BRANCH = /\/(anyOf|oneOf)\/\d+\/|\/not\//;

// Validators are built once per schema object: a tool's outputSchema is checked on every run.
const cache = new WeakMap<object, Validator>();

function draftOf(schema: Record<string, unknown>): SchemaDraft {
  const declared = typeof schema.$schema === "string" ? schema.$schema : "";
  if (declared.includes("2020-12")) return "2020-12";
  if (declared.includes("2019-09")) return "2019-09";
  if (declared.includes("draft-04")) return "4";
  return "7";
}

export function validatorFor(schema: Record<string, unknown>): Validator {
  let validator = cache.get(schema);
  if (!validator) {
    // The library writes bookkeeping into the schema it is given; the caller's object stays clean.
    // A pattern that backtracks catastrophically is not tested (safe-patterns.ts): a published
    // output schema must not be able to freeze the page.
    validator = new Validator(structuredClone(withoutUnsafePatterns(schema)), draftOf(schema), false);
    cache.set(schema, validator);
  }
  return validator;
}

function toFailure(unit: OutputUnit): SchemaFailure {
  const message = unit.keyword === "false" ? "Not allowed by the schema." : unit.error;
  return { path: describePath(pointerToPath(unit.instanceLocation)), message };
}

/** Checks an output against its outputSchema without eval (the CSP forbids it). */
export function checkSchema(schema: Record<string, unknown>, value: unknown): SchemaCheck {
  const start = performance.now();
  try {
    return check(schema, value);
  } finally {
    performance.measure(SCHEMA_CHECK_MEASURE, { start });
  }
}

function check(schema: Record<string, unknown>, value: unknown): SchemaCheck {
  let units: OutputUnit[];
  try {
    const result = validatorFor(schema).validate(value);
    if (result.valid) return { status: "valid" };
    units = result.errors;
  } catch (error) {
    return { status: "unusable", message: error instanceof Error ? error.message : String(error) };
  }
  const seen = new Set<string>();
  const failures: SchemaFailure[] = [];
  for (const unit of units) {
    if (AGGREGATES.has(unit.keyword) || BRANCH.test(unit.keywordLocation)) continue;
    const failure = toFailure(unit);
    const key = `${failure.path}\n${failure.message}`;
    if (!seen.has(key)) failures.push(failure);
    seen.add(key);
  }
  return { status: "invalid", failures };
}
