import { expect, test } from "vitest";
import type { RecipeStep } from "./recipe";
import { validateRecipe } from "./validate-recipe";
import { chain, testTools } from "./test-tools";

const codes = (steps: RecipeStep[]) => validateRecipe(steps, testTools).map((p) => [p.step, p.field, p.code]);

test("a valid chain has no problems", () => {
  expect(validateRecipe(chain, testTools)).toEqual([]);
});

test("an unknown tool is named at its step", () => {
  const steps = [{ id: "step-1", tool_name: "nope", parameters: {} }];
  expect(validateRecipe(steps, testTools)).toEqual([
    { step: "step-1", field: null, code: "unknown_tool", message: 'unknown tool "nope"' },
  ]);
});

test("literals that fail the inputSchema are said at their field; a bound field is not checked as a literal", () => {
  const [first, second] = chain as [RecipeStep, RecipeStep];
  expect(codes([{ ...first, parameters: { query: "", limit: 0 } }, second])).toEqual([
    ["step-1", "query", "invalid_input"],
    ["step-1", "limit", "invalid_input"],
  ]);
  expect(codes([{ ...first, parameters: {} }])).toEqual([["step-1", "query", "invalid_input"]]);
  expect(validateRecipe([{ ...first, parameters: {} }], testTools)[0]?.message).toBe("query is required");
});

test("a reference to a missing step, or to itself", () => {
  const steps = [
    {
      id: "step-1",
      tool_name: "secfilings_getCompanyProfile",
      parameters: { ticker: { $fromStep: "step-9", $outputKey: "x" } },
    },
    {
      id: "step-2",
      tool_name: "secfilings_getCompanyProfile",
      parameters: { ticker: { $fromStep: "step-2", $outputKey: "company.ticker" } },
    },
  ];
  expect(codes(steps)).toEqual([
    ["step-1", "ticker", "missing_step"],
    ["step-2", "ticker", "missing_step"],
  ]);
});

test("a path the source's outputSchema lacks is refused, arrays by index", () => {
  const [first, second] = chain as [RecipeStep, RecipeStep];
  const broken = {
    ...second,
    parameters: { ticker: { $fromStep: "step-1", $outputKey: "companies.0.symbol" } },
  };
  const problems = validateRecipe([first, broken], testTools);
  expect(problems.map((p) => p.code)).toEqual(["missing_path"]);
  expect(problems[0]?.message).toContain(
    '"companies.0.symbol" is not in secfilings_searchCompany\'s outputSchema',
  );
  const notIndex = {
    ...second,
    parameters: { ticker: { $fromStep: "step-1", $outputKey: "companies.first.ticker" } },
  };
  expect(codes([first, notIndex])).toEqual([["step-2", "ticker", "missing_path"]]);
});

test("a source without an outputSchema cannot be checked and is let through", () => {
  const steps = [
    ...chain,
    {
      id: "step-4",
      tool_name: "unpriced_tool",
      parameters: { text: { $fromStep: "step-3", $outputKey: "any.path" } },
    },
  ];
  expect(validateRecipe(steps, testTools)).toEqual([]);
});

test("type mismatch between the source path and the field, templates make strings", () => {
  const [first] = chain as [RecipeStep];
  const intoString = {
    id: "step-2",
    tool_name: "secfilings_getCompanyProfile",
    parameters: { ticker: { $fromStep: "step-1", $outputKey: "companies.0.employees" } },
  };
  expect(codes([first, intoString])).toEqual([["step-2", "ticker", "type_mismatch"]]);
  const intoArray = {
    id: "step-2",
    tool_name: "fmp_getIncomeStatement",
    parameters: { ticker: "AAPL", fiscalYears: { $fromStep: "step-1", $outputKey: "companies.0.employees" } },
  };
  expect(codes([first, intoArray])).toEqual([["step-2", "fiscalYears", "type_mismatch"]]);
  const inArray = {
    ...intoArray,
    parameters: {
      ticker: "AAPL",
      fiscalYears: [{ $fromStep: "step-1", $outputKey: "companies.0.employees" }],
    },
  };
  expect(codes([first, inArray])).toEqual([]);
  const template = {
    id: "step-2",
    tool_name: "unpriced_tool",
    parameters: {
      text: {
        $fromTemplateString: "Profile of {0}",
        $values: [{ $fromStep: "step-1", $outputKey: "companies.0.name" }],
      },
    },
  };
  expect(codes([first, template])).toEqual([]);
  const badTemplate = {
    ...template,
    parameters: {
      text: {
        $fromTemplateString: "{0}",
        $values: [{ $fromStep: "step-1", $outputKey: "companies.0.nope" }],
      },
    },
  };
  expect(codes([first, badTemplate])).toEqual([["step-2", "text", "missing_path"]]);
});

test("a cycle names every step in it, and only those", () => {
  const steps = [
    { id: "a", tool_name: "unpriced_tool", parameters: { text: { $fromStep: "b", $outputKey: "x" } } },
    { id: "b", tool_name: "unpriced_tool", parameters: { text: { $fromStep: "a", $outputKey: "x" } } },
    { id: "c", tool_name: "unpriced_tool", parameters: { text: { $fromStep: "b", $outputKey: "x" } } },
  ];
  const problems = validateRecipe(steps, testTools);
  expect(problems.map((p) => [p.step, p.code])).toEqual([
    ["a", "cycle"],
    ["b", "cycle"],
  ]);
  expect(problems[0]?.message).toBe("cycle: steps a, b wait on each other");
});
