import { RegExpParser, type AST } from "@eslint-community/regexpp";

type JsonSchema = { [keyword: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A tool's schema may carry a `pattern` that backtracks catastrophically (`^(a+)+$` against 31 `a`s
 * and a `!` froze the page for up to a minute; `(a|a)*$` in an outputSchema froze it on the
 * service's own result), and validation runs on the main thread. Such patterns are not tested here:
 * the field says so, and the service still checks its own input. In lib so that every validator of
 * published schemas (tool input, result output) can use it.
 *
 * The rule is structural, on the parsed pattern, so it holds for shapes nobody listed: a pattern is
 * refused when it has a choice (an alternation, or a repeat of variable length) inside a repeat
 * (`(a+)+`, `(a|aa)+`, `(a|b|ab)*`, `(a|a){30}`), a backreference, more than MAX_PATTERN_PATHS
 * ways through it, or more than MAX_VARIABLE_REPEATS repeats of variable length. What is left
 * backtracks at most polynomially in the input, of degree 3 at most.
 * The service applies the same rule (server/tools/pattern-safety.ts).
 */
export const MAX_PATTERN_PATHS = 1000;
/**
 * Repeats of variable length (`*`, `+`, `{2,5}`) a pattern may hold: each one that can match the
 * same characters as another multiplies the tries by the input's length (`a*a*a*a*b` on 200 `a`s:
 * 0.7 s), so the worst case is a polynomial of at most this degree.
 */
export const MAX_VARIABLE_REPEATS = 3;

/** The variable-length repeats in `node` (the rule above refuses any inside another). */
function variableRepeats(node: AST.Node): number {
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
    case "Assertion":
      return "alternatives" in node ? sumOver(node.alternatives) : 0;
    case "Alternative":
      return node.elements.reduce((sum, element) => sum + variableRepeats(element), 0);
    case "Quantifier":
      return (node.max > 1 && node.min !== node.max ? 1 : 0) + variableRepeats(node.element);
    default:
      return 0;
  }
}

const sumOver = (alternatives: AST.Alternative[]) =>
  alternatives.reduce((sum, alternative) => sum + variableRepeats(alternative), 0);

type Branching = AST.Pattern | AST.Group | AST.CapturingGroup | AST.LookaroundAssertion;

/** The ways through `node`, not counting how often a repeat runs; Infinity for a refused shape. */
function paths(node: AST.Node, inRepeat: boolean): number {
  switch (node.type) {
    case "Pattern":
    case "Group":
    case "CapturingGroup":
      return alternatives(node, inRepeat);
    case "Assertion":
      return node.kind === "lookahead" || node.kind === "lookbehind" ? alternatives(node, inRepeat) : 1;
    case "Quantifier": {
      if (inRepeat && node.min !== node.max) return Infinity;
      const inner = paths(node.element, inRepeat || node.max > 1);
      return node.min === 0 && node.max <= 1 ? inner + 1 : inner;
    }
    case "Backreference":
      return Infinity;
    default:
      return 1;
  }
}

function alternatives(node: Branching, inRepeat: boolean): number {
  if (inRepeat && node.alternatives.length > 1) return Infinity;
  let sum = 0;
  for (const alternative of node.alternatives) {
    let product = 1;
    for (const element of alternative.elements) product *= paths(element, inRepeat);
    sum += product;
  }
  return sum;
}

const parser = new RegExpParser();

/** A pattern as JSON Schema validators compile it (ECMAScript, `u` flag) passes the rule above. */
function passesRule(pattern: string): boolean {
  try {
    const tree = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
    return paths(tree, false) <= MAX_PATTERN_PATHS && variableRepeats(tree) <= MAX_VARIABLE_REPEATS;
  } catch {
    // Not a pattern the validator could compile either: left out like a slow one.
    return false;
  }
}

const verdicts = new Map<string, boolean>();

export function isSafePattern(pattern: string): boolean {
  let safe = verdicts.get(pattern);
  if (safe === undefined) {
    safe = passesRule(pattern);
    verdicts.set(pattern, safe);
  }
  return safe;
}

/** The node's own `pattern` when it is one of those, else undefined. */
export function unsafePatternOf(node: unknown): string | undefined {
  return isSchema(node) && typeof node.pattern === "string" && !isSafePattern(node.pattern)
    ? node.pattern
    : undefined;
}

/**
 * The User Timing name of each validation against a published schema (the tool form's input, a
 * result's output): e2e holds it under 100 ms for the patterns that once stalled the page.
 */
export const SCHEMA_CHECK_MEASURE = "schema-check";

export const unsafePatternNote = (pattern: string): string =>
  `Not checked here: the pattern ${pattern} could take minutes to test, so the service checks it when you execute.`;

// Values of these keywords are data, not schemas.
const DATA = new Set(["enum", "const", "default", "examples"]);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!isSchema(node)) return node;
  const unsafe = unsafePatternOf(node) !== undefined;
  // fromEntries defines own members, so a property called `__proto__` stays a property.
  return Object.fromEntries(
    Object.entries(node)
      .filter(([keyword]) => !(unsafe && keyword === "pattern"))
      .map(([keyword, value]) => [keyword, DATA.has(keyword) ? value : strip(value)]),
  );
}

const hasUnsafe = (node: unknown): boolean =>
  Array.isArray(node)
    ? node.some(hasUnsafe)
    : isSchema(node) &&
      (unsafePatternOf(node) !== undefined ||
        Object.entries(node).some(([keyword, value]) => !DATA.has(keyword) && hasUnsafe(value)));

const cleaned = new WeakMap<JsonSchema, JsonSchema>();

/** What validation uses: the schema itself, or a copy without those patterns. */
export function withoutUnsafePatterns(schema: JsonSchema): JsonSchema {
  let out = cleaned.get(schema);
  if (!out) {
    out = hasUnsafe(schema) ? (strip(schema) as JsonSchema) : schema;
    cleaned.set(schema, out);
  }
  return out;
}
