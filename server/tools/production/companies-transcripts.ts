// Earnings-call transcripts and the ticker look-ups that lead to them; all keyed by ticker.
import { publicCompanies, usIsin } from "./entities.ts";
import { A, CTX, I, O, S, defineProduction, p, unknownEntity } from "./define.ts";
import { byTicker } from "./companies-lookup.ts";

export const transcriptTools = [
  defineProduction<{ limit: number; ticker: string }>({
    name: "transcript_earningsTranscriptSearch",
    verticals: ["company"],
    description: "Earnings-call transcripts available for a ticker (year and quarter).",
    price: 1,
    params: { limit: p.limit(40, 8), ticker: p.str("Ticker, e.g. AAPL", { minLength: 1, maxLength: 8 }) },
    required: ["ticker"],
    output: { availableTranscripts: A(O({ year: I, quarter: S, date: S })), context: CTX, ticker: S },
    sample: { limit: 4, ticker: "AAPL" },
    run({ limit, ticker }, g) {
      const c = byTicker(ticker);
      const availableTranscripts = Array.from({ length: limit }, (_, i) => ({
        year: 2026 - Math.floor((i + 1) / 4),
        quarter: `Q${((((3 - i) % 4) + 4) % 4) + 1}`,
        date: g.day(i * 91 + 20),
      }));
      return {
        availableTranscripts,
        context: `${availableTranscripts.length} transcripts for ${c.ticker}.`,
        ticker: c.ticker,
      };
    },
  }),
  defineProduction<{ quarter: string; ticker: string; year: number | string }>({
    name: "transcript_getEarningsTranscript",
    verticals: ["company"],
    description: "The text of an earnings call for a ticker, year and quarter.",
    price: 3,
    params: {
      quarter: p.str("Quarter", { enum: ["Q1", "Q2", "Q3", "Q4"] }),
      ticker: p.str("Ticker, e.g. AAPL", { minLength: 1, maxLength: 8 }),
      year: {
        anyOf: [
          { type: "integer", minimum: 2000, maximum: 2030 },
          { type: "string", pattern: "^20\\d\\d$" },
        ],
        description: "Fiscal year, e.g. 2025",
      },
    },
    required: ["quarter", "ticker", "year"],
    output: { cik: S, context: CTX, date: S, quarter: S, ticker: S, year: I },
    sample: { quarter: "Q3", ticker: "MSFT", year: 2025 },
    run({ quarter, ticker, year }, g) {
      const c = byTicker(ticker);
      const revenue = g.int(20, 120);
      return {
        cik: c.cik,
        context: `${c.name} ${quarter} ${year} earnings call. Operator: Good afternoon and welcome to ${c.name}'s ${quarter} fiscal ${year} earnings call. ${c.ceo}, Chief Executive Officer: Thank you. Revenue for the quarter was $${revenue} billion, up ${g.int(1, 25)}% year over year.`,
        date: g.day(g.int(20, 300)),
        quarter,
        ticker: c.ticker,
        year: Number(year),
      };
    },
  }),
  defineProduction<{ ticker: string }>({
    name: "transcript_getTicker",
    verticals: ["company"],
    description: "A listed company's identity by ticker: name, CEO, CIK, CUSIP, ISIN, phone.",
    price: 1,
    params: { ticker: p.str("Ticker, e.g. AAPL", { minLength: 1, maxLength: 8 }) },
    required: ["ticker"],
    output: { ceo: S, cik: S, cusip: S, isin: S, name: S, phone: S },
    sample: { ticker: "AAPL" },
    run({ ticker }, g) {
      const c = byTicker(ticker);
      return {
        ceo: c.ceo,
        cik: c.cik,
        cusip: c.cusip,
        isin: usIsin(c.cusip),
        name: c.name,
        phone: `+1 ${g.int(200, 989)} ${g.int(200, 989)} ${g.int(1000, 9999)}`,
      };
    },
  }),
  defineProduction<{ limit: number; name: string }>({
    name: "transcript_searchTicker",
    verticals: ["company"],
    description: "Find a ticker from a company name.",
    price: 1,
    params: { limit: p.limit(20, 5), name: p.str("Company name, e.g. Microsoft", { minLength: 1 }) },
    required: ["name"],
    output: { context: CTX, query: S, results: A(O({ ticker: S, name: S, exchange: S })) },
    sample: { limit: 3, name: "Microsoft" },
    run({ limit, name }) {
      const q = name.trim().toLowerCase();
      const results = publicCompanies()
        .filter((c) => c.name.toLowerCase().includes(q) || c.ticker.toLowerCase() === q)
        .slice(0, limit)
        .map((c) => ({
          ticker: c.ticker,
          name: c.name,
          exchange:
            c.ticker === "JPM" || c.ticker === "PFE" || c.ticker === "JNJ" || c.ticker === "CRM"
              ? "NYSE"
              : "NASDAQ",
        }));
      if (results.length === 0)
        throw unknownEntity(
          "company",
          name,
          publicCompanies().map((c) => c.name),
        );
      return {
        context: `${results[0]?.name ?? ""} trades as ${results[0]?.ticker ?? ""}.`,
        query: name,
        results,
      };
    },
  }),
];
