import { expect, test } from "vitest";
import { schemaIssues } from "./schema-errors";
import { schemaProblem } from "./schema-problem";
import { withoutUnsafePatterns } from "../../../lib/safe-patterns";

test("usable schemas, recursive and anchored refs included, have no problem", () => {
  const tree = {
    type: "object",
    properties: { node: { $ref: "#/$defs/node" }, tag: { $ref: "#tag" } },
    $defs: {
      node: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/node" } } } },
      tag: { $anchor: "tag", type: "string" },
    },
  };
  expect(schemaProblem(tree)).toBeNull();
  expect(
    schemaProblem({ type: "object", properties: { q: { type: "string", pattern: "^(a+)+$" } } }),
  ).toBeNull();
});

test("a ref to nothing, a remote ref and a too deep schema are named", () => {
  expect(schemaProblem({ properties: { a: { $ref: "#/definitions/gone" } } })).toBe(
    'its $ref "#/definitions/gone" points to nothing in the schema',
  );
  expect(schemaProblem({ $ref: "https://schemas.example/x.json" })).toMatch(/points to nothing/);
  let deep: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < 3000; i++) deep = { type: "array", items: deep };
  expect(schemaProblem(deep)).toBe("it nests deeper than 64 levels");
});

test("validation skips only the catastrophic pattern, and keeps checking safe ones", () => {
  const schema = {
    type: "object",
    properties: {
      slow: { type: "string", pattern: "^(a+)+$", minLength: 40 },
      fine: { type: "string", pattern: "^[a-z]+$" },
    },
  };
  expect(withoutUnsafePatterns(schema)).toEqual({
    type: "object",
    properties: { slow: { type: "string", minLength: 40 }, fine: { type: "string", pattern: "^[a-z]+$" } },
  });
  expect(schemaIssues(schema, { slow: `${"a".repeat(31)}!`, fine: "A" })).toEqual([
    { path: ["slow"], message: "Must be at least 40 characters" },
    { path: ["fine"], message: "Not in the expected form (pattern ^[a-z]+$)" },
  ]);
});
