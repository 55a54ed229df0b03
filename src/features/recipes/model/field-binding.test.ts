import { expect, test } from "vitest";
import { bindReference, leafPaths, literalValue, parseTemplate, templateText } from "./field-binding";

test("templates are edited as {step.path} and stored in the plan step format", () => {
  const template = parseTemplate("Profile of {step-1.companies.0.name} ({0})");
  expect(template).toEqual({
    $fromTemplateString: "Profile of {0} ({0})",
    $values: [{ $fromStep: "step-1", $outputKey: "companies.0.name" }],
  });
  expect(templateText(template)).toBe("Profile of {step-1.companies.0.name} ({step-1.companies.0.name})");
  expect(parseTemplate("no references")).toBeNull();
});

test("a literal's text is read by the field's type", () => {
  expect(literalValue("42", { type: "string" })).toBe("42");
  expect(literalValue("42", { type: "integer" })).toBe(42);
  expect(literalValue("[2024, 2025]", { type: "array" })).toEqual([2024, 2025]);
  expect(literalValue("not json", { type: "integer" })).toBe("not json");
  expect(literalValue("", { type: "string" })).toBeUndefined();
});

test("leaf paths reach into lists by index", () => {
  expect(leafPaths({ companies: [{ ticker: "AAPL" }], n: 1, empty: [] })).toEqual([
    { path: "companies.0.ticker", value: "AAPL" },
    { path: "n", value: 1 },
    { path: "empty", value: [] },
  ]);
});

test("a scalar bound to a list field goes in as its one item", () => {
  const ref = { $fromStep: "step-1", $outputKey: "coins.0.id" };
  expect(bindReference(ref, { type: "array" }, "bitcoin")).toEqual([ref]);
  expect(bindReference(ref, { type: "string" }, "bitcoin")).toEqual(ref);
});
