import { toolsForVertical, VERTICALS } from "../../tools/catalog.ts";
import { loadDatasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import { stepExecutor } from "../execute-step.ts";
import { runSteps } from "../run-steps.ts";
import { CATALOGUE_CASES, UNANSWERABLE } from "./catalogue-cases.ts";
import { inferVertical } from "./infer-vertical.ts";
import { planQuery } from "./planner.ts";

const data = loadDatasets();
const plan = (query: string, vertical: Vertical) =>
  planQuery({ query, vertical, deterministic: true, tools: toolsForVertical(vertical) ?? [], data });

/** Providers in step order, repeats collapsed: ["utils", "zerion"]. */
const providers = (tools: string[]) =>
  tools.map((t) => t.split("_")[0] ?? t).filter((p, i, all) => p !== all[i - 1]);

const execute = stepExecutor({ chain: null, data, now: () => new Date("2026-11-21T12:00:00Z") });

const cases = VERTICALS.flatMap((v) => CATALOGUE_CASES[v].map(([q, expected]) => [q, v, expected] as const));

describe("the planner over production's catalogue", () => {
  it("has at least 150 questions: 15 per vertical and 30 no tool answers", () => {
    for (const v of VERTICALS) expect(CATALOGUE_CASES[v].length, v).toBeGreaterThanOrEqual(15);
    expect(UNANSWERABLE.length).toBeGreaterThanOrEqual(30);
    expect(cases.length + UNANSWERABLE.length).toBeGreaterThanOrEqual(150);
  });

  it.each(cases)("%s (%s) → %j, and its steps run", async (query, vertical, expected) => {
    const result = plan(query, vertical);
    expect(result.status, result.reason).toBe("success");
    expect(providers(result.steps.map((s) => s.tool_name))).toEqual(expected);
    const outcomes = await runSteps(result.steps, execute);
    const failures = outcomes.flatMap((o, i) => (o.ok ? [] : [`${result.steps[i]?.tool_name}: ${o.error}`]));
    expect(failures).toEqual([]);
  });

  it.each(cases)("%s: without vertical_id the planner picks %s", (query, vertical) => {
    expect(inferVertical(query, data)).toBe(vertical);
  });

  it.each(UNANSWERABLE)("%s: refused in every vertical, saying what the vertical answers", (query) => {
    for (const vertical of VERTICALS) {
      const result = plan(query, vertical);
      expect(
        result.steps.map((s) => s.tool_name),
        vertical,
      ).toEqual([]);
      expect(result.status).toBe("failed");
      expect(result.reason).toMatch(/^No tool of the \w+ vertical answers this question.*answer: /);
    }
  });

  it("chains lookups with step references: company name → CIK → filings", () => {
    const result = plan("Summarize Microsoft's latest 10-Q", "company");
    expect(result.steps.map((s) => [s.tool_name, s.parameters])).toEqual([
      ["sec_getCompanyCik", { companyName: "Microsoft Corporation" }],
      ["sec_searchFilings", { ciks: [{ $fromStep: "0", $outputKey: "cik" }], formTypes: ["10-Q"], limit: 1 }],
    ]);
  });

  it("chains city → coordinates → weather, and coin name → id → market data", () => {
    const weather = plan("weather in Rome on 2026-11-01", "insurance");
    expect(weather.steps[1]?.parameters).toEqual({
      latitude: { $fromStep: "0", $outputKey: "locations.0.latitude" },
      longitude: { $fromStep: "0", $outputKey: "locations.0.longitude" },
      date: "2026-11-01",
    });
    const coin = plan("What is Dogecoin's all-time high?", "crypto");
    expect(coin.steps.map((s) => s.tool_name)).toEqual([
      "coingecko_searchCoin",
      "coingecko_getCoinMarketData",
    ]);
    expect(coin.steps[1]?.parameters.coinId).toEqual({ $fromStep: "0", $outputKey: "coins.0.id" });
  });

  it.each([
    [
      "What are the emails of trending Rust contributors?",
      "crypto",
      /ask with vertical_id company or adtech/,
    ],
    ["latest EU public tenders for construction", "crypto", /ask with vertical_id company or news/],
    ["OpenSea volume this week", "company", /ask with vertical_id crypto/],
  ] as const)(
    "%s (%s): never an unrelated tool, the vertical that answers it instead",
    (query, vertical, where) => {
      const result = plan(query, vertical);
      expect(result).toMatchObject({ status: "failed", steps: [] });
      expect(result.reason).toMatch(where);
    },
  );

  it("refuses a question of another vertical, naming the vertical that answers it", () => {
    const result = plan("Is flight AF1234 delayed?", "crypto");
    expect(result).toMatchObject({ status: "failed", steps: [] });
    expect(result.reason).toMatch(/ask with vertical_id insurance/);
  });
});
