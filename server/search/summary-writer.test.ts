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

  it("says what of an instruction it could not apply, and what it follows", () => {
    const text = writeSummary("q", steps, {
      enable: true,
      model: "kirha",
      instruction: "answer like a pirate",
    });
    expect(text).toMatch(
      /_Not applied: “like pirate”; this writer follows a language it has templates for \(English, French\)/,
    );
    const spanish = writeSummary("q", steps, {
      enable: true,
      model: "kirha",
      instruction: "answer in Spanish",
    });
    expect(spanish).toMatch(/_Not applied: in Spanish \(the writer has English and French templates\)/);
    expect(spanish).toContain("_Sources: coingecko_searchCoin");
  });

  it("answers in French when asked, with French phrases around the quoted findings", () => {
    const text = writeSummary("Prix du bitcoin ?", steps, {
      enable: true,
      model: "kirha",
      instruction: "answer in French",
    });
    expect(text).toBe(
      [
        "## Prix du bitcoin ?",
        "**coingecko_searchCoin**: Found Bitcoin (BTC). It ranks first.\n\n**coingecko_getCoinPrice**: priceUsd: 67321.45, symbol: btc.",
        "**Non disponible :** dune_getHolders: upstream down.",
        "_Sources : coingecko_searchCoin, coingecko_getCoinPrice._",
        "_Les constats sont cités tels que les outils les rédigent (en anglais)._",
      ].join("\n\n"),
    );
    const table = writeSummary("q", steps, {
      enable: true,
      model: "kirha",
      instruction: "en français, sous forme de tableau",
    });
    expect(table).toContain("| Source | Constat |");
    expect(table).not.toMatch(/Not applied/);
    expect(
      writeSummary("q", steps.slice(2), { enable: true, model: "kirha", instruction: "in French" }),
    ).toBe("Aucune donnée n'a pu être récupérée. dune_getHolders: upstream down.");
  });

  it("keeps to a length: at most N words, or brief", () => {
    const s = (instruction: string) =>
      writeSummary("q", steps, { enable: true, model: "kirha", instruction });
    const ten = s("in under 5 words, as a bullet list");
    expect(ten).toBe("- Found Bitcoin (BTC). It ranks…");
    expect(ten.replace(/^- /, "").split(/\s+/)).toHaveLength(5);
    expect(s("keep it brief")).toContain("**coingecko_searchCoin**: Found Bitcoin (BTC).\n\n");
    expect(s("keep it brief")).not.toContain("It ranks first");
    expect(s("keep it brief")).not.toMatch(/Not applied/);
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
