import { toolsForVertical } from "../../tools/catalog.ts";
import { loadDatasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import { COMPANY_CASES, CRYPTO_CASES, UNPLANNABLE } from "./planner-cases.ts";
import { planQuery } from "./planner.ts";

const plan = (query: string, vertical: Vertical, deterministic = true) =>
  planQuery({
    query,
    vertical,
    deterministic,
    tools: toolsForVertical(vertical) ?? [],
    data: loadDatasets(),
  });

describe("planner table", () => {
  it("has at least 20 representative queries per vertical", () => {
    expect(CRYPTO_CASES.length).toBeGreaterThanOrEqual(20);
    expect(COMPANY_CASES.length).toBeGreaterThanOrEqual(20);
  });

  it.each(CRYPTO_CASES)("crypto: %s", (query, tools) => {
    const result = plan(query, "crypto");
    expect(result.status, result.reason).toBe("success");
    expect(result.steps.map((s) => s.tool_name)).toEqual(tools);
  });

  it.each(COMPANY_CASES)("company: %s", (query, tools) => {
    const result = plan(query, "company");
    expect(result.status, result.reason).toBe("success");
    expect(result.steps.map((s) => s.tool_name)).toEqual(tools);
  });

  it.each(UNPLANNABLE)("%s (%s) cannot be planned, costs nothing and says why", (query, vertical) => {
    const result = plan(query, vertical);
    expect(result).toMatchObject({ status: "failed", steps: [], estimate: 0n });
    expect(result.reason).toMatch(
      new RegExp(`^No tool of the ${vertical} vertical answers this question.*answer: `),
    );
  });
});

describe("planner details", () => {
  it("chains steps with references and templates", () => {
    const result = plan("price of the native coin of avalanche", "crypto");
    expect(result.steps.map((s) => s.parameters)).toEqual([
      { blockchainName: "avalanche" },
      {
        query: { $fromTemplateString: "{0}", $values: [{ $fromStep: "0", $outputKey: "nativeSymbol" }] },
        limit: 1,
      },
      { coinIds: [{ $fromStep: "1", $outputKey: "coins.0.id" }], vsCurrency: "usd", includeMarketCap: false },
    ]);
    expect(result.estimate).toBe(3n);
  });

  it("reads dates, years, counts, form types and currencies into parameters", () => {
    expect(plan("8-K filings of ASPP since 2025-01-01", "company").steps[0]?.parameters).toEqual({
      company: { ticker: "ASPP" },
      formTypes: ["8-K"],
      filedAfter: "2025-01-01",
      limit: 10,
    });
    expect(plan("revenue of ASPP in 2023 and 2024", "company").steps[0]?.parameters).toMatchObject({
      fiscalYears: [2023, 2024],
    });
    expect(
      plan("top 5 holders of 0x5FbDB2315678afecb367f032d93F642f64180aa3", "crypto").steps[0]?.parameters,
    ).toMatchObject({ limit: 5 });
    expect(plan("price of BTC in EUR", "crypto").steps[1]?.parameters).toMatchObject({ vsCurrency: "eur" });
  });

  it("recognizes symbols only where they are not ordinary words", () => {
    expect(plan("the zen of link building", "crypto").status).toBe("failed");
    expect(plan("price of LINK", "crypto").steps[0]?.parameters).toEqual({ query: "LINK", limit: 1 });
  });

  it("gives the same plan and signature for the same query when deterministic", () => {
    const a = plan("Price and contract addresses of Aave", "crypto");
    const b = plan("Price and contract addresses of Aave", "crypto");
    expect(b).toEqual(a);
    expect(a.steps.map((s) => s.id)).toEqual(["step-1", "step-2", "step-3"]);
    expect(a.deterministicSignature).toMatch(/^[0-9a-f]{64}$/);
    expect(plan("Price and contract addresses of Uniswap", "crypto").deterministicSignature).not.toBe(
      a.deterministicSignature,
    );
  });

  it("without determinism only the step ids change", () => {
    const a = plan("Price and contract addresses of Aave", "crypto", false);
    const b = plan("Price and contract addresses of Aave", "crypto", false);
    expect(a.steps[0]?.id).not.toBe(b.steps[0]?.id);
    expect(a.steps.map(({ id: _id, ...rest }) => rest)).toEqual(b.steps.map(({ id: _id, ...rest }) => rest));
    expect(a.deterministicSignature).toBe(
      plan("Price and contract addresses of Aave", "crypto").deterministicSignature,
    );
  });
});
