// A tool's schema may carry a `pattern` that backtracks catastrophically, and validation runs on the
// main thread. Such patterns are not tested here: the field says so, and the service still checks its
// own input. The rule itself (common/pattern-safety.ts) is the service's too. In lib so that every
// validator of published schemas (tool input, result output) can use it.
import { isSafePattern } from "../../common/pattern-safety";
import { isRecord } from "../../common/plain-object";

export { isSafePattern };

type JsonSchema = { [keyword: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema => isRecord(value);

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
