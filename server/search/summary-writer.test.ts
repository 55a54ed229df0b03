import type { SummaryStep } from "./summary-facts.ts";
import { writeSummary } from "./summary-writer.ts";

const steps: SummaryStep[] = [
  {
    tool_name: "coingecko_searchCoin",
    outcome: {
      ok: true,
      parameters: {},
      output: { coins: [], context: "Found Bitcoin (BTC). It ranks first." },
    },
  },
  {
    tool_name: "coingecko_getCoinPrice",
    outcome: { ok: true, parameters: {}, output: { priceUsd: "67321.45", symbol: "btc" } },
  },
  { tool_name: "dune_getHolders", outcome: { ok: false, parameters: null, error: "upstream down" } },
];

describe("writeSummary", () => {
  it("writes nothing when summarization is absent or disabled", () => {
    expect(writeSummary("q", steps)).toBe("");
    expect(writeSummary("q", steps, { enable: false, model: "kirha" })).toBe("");
  });

  it("kirha: heading, every finding in full, failures and sources", () => {
    const text = writeSummary("Price of bitcoin?", steps, { enable: true, model: "kirha" });
    expect(text).toBe(
      [
        "## Price of bitcoin?",
        "**coingecko_searchCoin**: Found Bitcoin (BTC). It ranks first.\n\n**coingecko_getCoinPrice**: priceUsd: 67321.45, symbol: btc.",
        "**Not available:** dune_getHolders: upstream down.",
        "_Sources: coingecko_searchCoin, coingecko_getCoinPrice._",
      ].join("\n\n"),
    );
  });

  it("kirha-flash is shorter: first sentences only, no heading", () => {
    const options = { enable: true, model: "kirha-flash" } as const;
    const flash = writeSummary("Price of bitcoin?", steps, options);
    expect(flash).toBe("Found Bitcoin (BTC). priceUsd: 67321.45, symbol: btc.");
    expect(flash.length).toBeLessThan(
      writeSummary("Price of bitcoin?", steps, { ...options, model: "kirha" }).length,
    );
  });

  it("is shaped by the instruction: bullets, numbered, table, one sentence", () => {
    const s = (instruction: string) =>
      writeSummary("q", steps, { enable: true, model: "kirha", instruction });
    expect(s("Use a bullet list")).toContain(
      "\n\n- Found Bitcoin (BTC). It ranks first.\n- priceUsd: 67321.45",
    );
    expect(s("numbered please")).toContain("\n\n1. Found Bitcoin (BTC). It ranks first.\n2. priceUsd");
    expect(s("as a table")).toContain(
      "| Source | Finding |\n| --- | --- |\n| coingecko_searchCoin | Found Bitcoin",
    );
    expect(s("in one sentence")).toBe("Found Bitcoin (BTC); priceUsd: 67321.45, symbol: btc.");
  });

  it("says when an instruction could not be applied", () => {
    const text = writeSummary("q", steps, { enable: true, model: "kirha", instruction: "answer in French" });
    expect(text).toMatch(/_The instruction was not applied: this writer shapes format only/);
  });

  it("is deterministic and explains an empty result", () => {
    const options = { enable: true, model: "kirha" } as const;
    expect(writeSummary("q", steps, options)).toBe(writeSummary("q", steps, options));
    expect(writeSummary("q", steps.slice(2), options)).toBe(
      "No data could be retrieved. dune_getHolders: upstream down.",
    );
  });

  it("escapes table separators inside findings", () => {
    const piped: SummaryStep[] = [
      { tool_name: "t", outcome: { ok: true, parameters: {}, output: { context: "a | b" } } },
    ];
    expect(writeSummary("q", piped, { enable: true, model: "kirha", instruction: "table" })).toContain(
      "| t | a \\| b |",
    );
  });
});
