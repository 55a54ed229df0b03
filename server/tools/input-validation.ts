import { Validator, type OutputUnit } from "@cfworker/json-schema";
import { friendlyMessage } from "./input-messages.ts";
import { isSafePattern } from "../../common/pattern-safety.ts";
import type { JsonSchema, Tool } from "./types.ts";

/** One failing spot of a tool input: `pointer` is relative to the input, `path` to the request body. */
export interface InputIssue {
  path: string;
  pointer: string;
  keyword: string;
  message: string;
}

const validators = new WeakMap<JsonSchema, Validator>();

// Values of these keywords are data, not schemas.
const DATA = new Set(["enum", "const", "default", "examples"]);

/**
 * The schema without `pattern`s that could backtrack catastrophically (pattern-safety.ts).
 */
function withoutUnsafePatterns(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsafePatterns);
  if (typeof node !== "object" || node === null) return node;
  // fromEntries defines own members, so a property called `__proto__` stays a property.
  return Object.fromEntries(
    Object.entries(node)
      .filter(
        ([keyword, value]) => !(keyword === "pattern" && typeof value === "string" && !isSafePattern(value)),
      )
      .map(([keyword, value]) => [keyword, DATA.has(keyword) ? value : withoutUnsafePatterns(value)]),
  );
}

/** Eval-free, draft-07, all errors (no short circuit); cached per schema object. */
function validatorFor(schema: JsonSchema): Validator {
  let validator = validators.get(schema);
  if (validator === undefined) {
    validator = new Validator(withoutUnsafePatterns(schema) as JsonSchema, "7", false);
    validators.set(schema, validator);
  }
  return validator;
}

const WRAPPERS = new Set([
  "properties",
  "items",
  "$ref",
  "false",
  "allOf",
  "additionalItems",
  "contains",
  "dependencies",
]);
const quoted = (text: string): string | undefined => /"([^"]*)"/.exec(text)?.[1];

function branchOf(location: string): string | undefined {
  return /^(.*\/(?:anyOf|oneOf)\/\d+)\//.exec(location)?.[1];
}

/** The branch of a failed anyOf/oneOf that got furthest: all its errors lie below the union's location. */
function closestBranch(union: OutputUnit, errors: readonly OutputUnit[]): string | undefined {
  const byBranch = new Map<string, OutputUnit[]>();
  for (const e of errors) {
    const branch = branchOf(e.keywordLocation);
    if (branch === undefined || !branch.startsWith(`${union.keywordLocation}/`)) continue;
    byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
  }
  const deep = [...byBranch].filter(([, list]) =>
    list.every((e) => e.instanceLocation.startsWith(`${union.instanceLocation}/`) || WRAPPERS.has(e.keyword)),
  );
  return deep.length === 1 ? deep[0]?.[0] : undefined;
}

function issue(pointer: string, keyword: string, message: string): InputIssue {
  const parts = pointer.split("/").slice(1);
  return { path: ["input", ...parts].join("."), pointer, keyword, message };
}

/** A union every branch of which failed on type reads best as "must be number or null". */
function unionMessage(union: OutputUnit, errors: readonly OutputUnit[]): string {
  const inside = errors.filter((e) => e.keywordLocation.startsWith(`${union.keywordLocation}/`));
  const typeOnly = inside.every((e) => e.keyword === "type" && e.instanceLocation === union.instanceLocation);
  const expected = inside.flatMap((e) =>
    [...(e.error.split("Expected")[1] ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]),
  );
  if (typeOnly && expected.length > 0) return `must be ${[...new Set(expected)].join(" or ")}`;
  return `does not match ${union.keyword === "oneOf" ? "exactly one" : "any"} of the allowed forms`;
}

function toIssue(root: JsonSchema, e: OutputUnit): InputIssue | undefined {
  const at = e.instanceLocation.slice(1);
  const name = quoted(e.error);
  if (e.keyword === "required") return issue(`${at}/${name ?? "?"}`, "required", "is required");
  if (e.keyword === "additionalProperties") {
    return issue(`${at}/${name ?? "?"}`, "additionalProperties", "is not an allowed field");
  }
  if (WRAPPERS.has(e.keyword)) return undefined;
  return issue(at, e.keyword, friendlyMessage(root, e.keywordLocation, e.keyword) ?? e.error);
}

/** Every failing path of `input` against the tool's inputSchema; empty when valid. */
export function inputIssues(tool: Pick<Tool, "inputSchema">, input: unknown): InputIssue[] {
  const { valid, errors } = validatorFor(tool.inputSchema).validate(input);
  if (valid) return [];
  const unions = errors.filter((e) => e.keyword === "anyOf" || e.keyword === "oneOf");
  const keepBranch = new Map(unions.map((u) => [u.keywordLocation, closestBranch(u, errors)]));
  const kept = errors.filter((e) => {
    if (keepBranch.get(e.keywordLocation) !== undefined) return false; // the closest branch speaks for it
    const branch = branchOf(e.keywordLocation);
    if (branch === undefined) return true;
    const union = branch.replace(/\/\d+$/, "");
    return keepBranch.get(union) === branch;
  });
  const seen = new Set<string>();
  return kept.flatMap((e) => {
    const found =
      e.keyword === "anyOf" || e.keyword === "oneOf"
        ? issue(e.instanceLocation.slice(1), e.keyword, unionMessage(e, errors))
        : toIssue(tool.inputSchema, e);
    if (found === undefined || seen.has(`${found.pointer} ${found.message}`)) return [];
    seen.add(`${found.pointer} ${found.message}`);
    return [found];
  });
}
