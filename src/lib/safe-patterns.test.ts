import { expect, test } from "vitest";
import { isSafePattern, unsafePatternNote, unsafePatternOf, withoutUnsafePatterns } from "./safe-patterns";

// The same cases as the service's rule (server/tools/pattern-safety.test.ts): both sides must agree.
const refused = [
  "^(a+)+$",
  "(a|a)*$",
  "^(a|aa)+$",
  "^(a|b|ab)*c$",
  "(a|a){30}",
  "((a)?)*",
  "^(a)\\1$",
  "(a|b)".repeat(12),
  "^a*a*a*a*b$",
];
const kept = [
  "^[a-z]+$",
  "^\\d{4}-\\d{2}-\\d{2}$",
  "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)$",
  "^#([0-9a-f]{3}){1,2}$",
  "^\\p{L}+$",
  "^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$",
];

test("a choice inside a repeat, a backreference, too many ways through or variable repeats is not tested", () => {
  for (const pattern of refused) expect(isSafePattern(pattern), pattern).toBe(false);
  for (const pattern of kept) expect(isSafePattern(pattern), pattern).toBe(true);
});

test("a refused pattern is left out of the schema validation uses, and its field says why", () => {
  const schema = { type: "object", properties: { code: { type: "string", pattern: "(a|a)*$" } } };
  expect(withoutUnsafePatterns(schema)).toEqual({ type: "object", properties: { code: { type: "string" } } });
  expect(unsafePatternOf(schema.properties.code)).toBe("(a|a)*$");
  expect(unsafePatternNote("(a|a)*$")).toMatch(/^Not checked here: the pattern \(a\|a\)\*\$/);
});
