import { cpuMs } from "../../common/cpu-time.ts";
import { findTool } from "./catalog.ts";
import { inputIssues } from "./input-validation.ts";

const schemaOf = (name: string) => {
  const tool = findTool(name);
  if (tool === undefined) throw new Error(name);
  return tool;
};
const summary = (name: string, input: unknown) =>
  inputIssues(schemaOf(name), input).map((i) => `${i.path}: ${i.message}`);

describe("input issues", () => {
  it("lists every failing path, not just the first", () => {
    const input = {
      company: { ticker: "abc" },
      formTypes: ["10-X"],
      filedAfter: "2024-13-01",
      filedBefore: 5,
      limit: 0,
      extra: 1,
    };
    expect(summary("secfilings_getFilings", input)).toEqual([
      "input.company.ticker: must match the pattern ^[A-Z]{1,5}$",
      'input.formTypes.0: must be one of "10-K", "10-Q", "8-K", "DEF 14A", "S-1"',
      "input.filedAfter: must be a valid date (YYYY-MM-DD)",
      "input.filedBefore: must be of type string or null",
      "input.limit: must be at least 1",
      "input.extra: is not an allowed field",
    ]);
  });

  it("names missing required fields by their own path, inside arrays of objects too", () => {
    const input = {
      holdings: [
        { coinId: "bitcoin", amount: 0 },
        { amount: 1.5, label: 3 },
      ],
    };
    expect(summary("coingecko_getPortfolioValue", input)).toEqual([
      "input.holdings.0.amount: must be greater than 0",
      "input.holdings.1.coinId: is required",
      "input.holdings.1.label: must be string or null",
    ]);
    expect(summary("coingecko_getPortfolioValue", {})).toEqual(["input.holdings: is required"]);
  });

  it("follows $ref into $defs and reports a union that matched no branch", () => {
    expect(summary("fmp_screenCompanies", { employees: { min: -1, foo: 2 }, minRevenueUsd: "x" })).toEqual([
      "input.employees.min: must be at least 0",
      "input.employees.foo: is not an allowed field",
      "input.minRevenueUsd: must be number or null",
    ]);
    expect(summary("secfilings_getFilings", { company: { name: "x" } })).toEqual([
      "input.company: does not match exactly one of the allowed forms",
    ]);
  });

  it("accepts valid input, explicit nulls included", () => {
    expect(
      summary("chain_getBalance", { address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", token: null }),
    ).toEqual([]);
    expect(
      summary("coingecko_screenCoins", { filters: { maxPriceUsd: null, minMarketCapUsd: 0.5 } }),
    ).toEqual([]);
  });
});

describe("patterns that backtrack catastrophically", () => {
  it("are skipped, so validation answers at once; safe patterns and properties named __proto__ still count", () => {
    const properties = JSON.parse(
      '{"slow":{"type":"string","pattern":"^(a+)+$"},"fine":{"type":"string","pattern":"^[a-z]+$"},"__proto__":{"type":"string"}}',
    ) as Record<string, unknown>;
    const tool = { inputSchema: { type: "object", properties } };
    const input = JSON.parse(`{"slow":"${"a".repeat(31)}!","fine":"A","__proto__":5}`) as unknown;
    expect(inputIssues(tool, input).map((issue) => [issue.path, issue.keyword])).toEqual([
      ["input.fine", "pattern"],
      ["input.__proto__", "type"],
    ]);
  });

  it("that safe-regex2 let through are skipped too, each answered at once on 30-odd characters", () => {
    // Each stalled for seconds on the code before, doubling per character (docs/performance.md).
    const shapes = [
      { pattern: "(a|a)*$", value: `${"a".repeat(30)}!` },
      { pattern: "^(a|aa)+$", value: `${"a".repeat(34)}!` },
      { pattern: "^(a|b|ab)*c$", value: "ab".repeat(22) },
    ];
    for (const { pattern, value } of shapes) {
      const tool = { inputSchema: { type: "object", properties: { code: { type: "string", pattern } } } };
      const started = cpuMs();
      expect(inputIssues(tool, { code: value })).toEqual([]);
      expect(cpuMs() - started).toBeLessThan(100);
    }
  });
});
