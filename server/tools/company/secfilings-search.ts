import { arrayOf, input, limit, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { companySummary, companySummarySchema, EXCHANGES, SECTORS } from "./company-view.ts";

interface SearchInput {
  query: string;
  sector?: string;
  exchange?: string;
  limit: number;
}

export const searchCompany = defineTool<SearchInput>({
  name: "secfilings_searchCompany",
  vertical: "company",
  description: "Search SEC registrants by name or ticker, optionally within a sector or exchange.",
  price: 1,
  inputSchema: input(
    {
      query: str("Company name, part of it, or ticker", { minLength: 1, maxLength: 100 }),
      sector: str("Only this sector", { enum: SECTORS }),
      exchange: str("Only this exchange", { enum: [...EXCHANGES] }),
      limit: limit(25, 10),
    },
    ["query"],
  ),
  outputSchema: output({ companies: arrayOf(companySummarySchema, "Matches, exact ticker first") }, [
    "companies",
  ]),
  run({ query, sector, exchange, limit: max }, { data }) {
    const q = query.trim().toLowerCase();
    const score = (name: string, ticker: string) =>
      ticker.toLowerCase() === q
        ? 3
        : name.toLowerCase().startsWith(q)
          ? 2
          : name.toLowerCase().includes(q)
            ? 1
            : 0;
    const companies = data.companies
      .filter(
        (c) =>
          (sector === undefined || c.sector === sector) &&
          (exchange === undefined || c.exchange === exchange),
      )
      .map((c) => ({ c, s: score(c.name, c.ticker) }))
      .filter((m) => m.s > 0)
      .sort((a, b) => b.s - a.s || a.c.name.localeCompare(b.c.name))
      .slice(0, max)
      .map((m) => companySummary(m.c));
    const first = companies[0];
    if (first === undefined) throw new ToolRunError(`No company matches "${query}"`);
    const context = `Found ${companies.length} compan${companies.length === 1 ? "y" : "ies"} for "${query}"; best match ${first.name} (${first.exchange}: ${first.ticker}, CIK ${first.cik}).`;
    return Promise.resolve({ companies, context });
  },
});
