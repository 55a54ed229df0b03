import type { Company } from "../../data/types.ts";
import { decimalFromNumber, parseDecimal } from "../decimal.ts";
import { arrayOf, input, int, limit, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { companySummaryProperties, SECTORS } from "./company-view.ts";

interface Range {
  min?: number;
  max?: number;
}
interface ScreenInput {
  sectors?: string[];
  employees?: Range;
  foundedYear?: Range;
  minRevenueUsd?: number | null;
  sortBy: "revenue" | "employees" | "name";
  limit: number;
}

const inRange = (value: number, range: Range | undefined) =>
  range === undefined ||
  ((range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max));

const latestRevenue = (c: Company): bigint =>
  parseDecimal(c.financials[c.financials.length - 1]?.revenueUsd ?? "0");

export const screenCompanies = defineTool<ScreenInput>({
  name: "fmp_screenCompanies",
  vertical: "company",
  description:
    "Screen companies by sector, headcount, founding year and latest annual revenue; rows for a table.",
  price: 4,
  inputSchema: input(
    {
      sectors: arrayOf(str("Sector", { enum: SECTORS }), "Any of these sectors", { uniqueItems: true }),
      employees: { $ref: "#/$defs/intRange" },
      foundedYear: { $ref: "#/$defs/intRange" },
      minRevenueUsd: {
        anyOf: [{ type: "number", minimum: 0 }, { type: "null" }],
        description: "Smallest latest-year revenue in USD, decimals allowed; null for no bound",
      },
      sortBy: str("Sort key (descending, except name)", {
        enum: ["revenue", "employees", "name"],
        default: "revenue",
      }),
      limit: limit(100, 25),
    },
    [],
    {
      $defs: {
        intRange: {
          type: "object",
          description: "An inclusive integer range; either bound may be left out",
          properties: { min: int("Lowest value", { minimum: 0 }), max: int("Highest value", { minimum: 0 }) },
          additionalProperties: false,
        },
      },
    },
  ),
  outputSchema: output(
    {
      total: int("Companies matching before the limit", { minimum: 0 }),
      companies: arrayOf(
        object(
          {
            ...companySummaryProperties,
            employees: int("Headcount", { minimum: 0 }),
            foundedYear: int("Year founded"),
            latestRevenueUsd: { type: "string", pattern: "^\\d+$" },
          },
          ["cik", "name", "ticker", "exchange", "sector", "employees", "foundedYear", "latestRevenueUsd"],
        ),
        "Matching companies",
      ),
    },
    ["total", "companies"],
  ),
  run({ sectors, employees, foundedYear, minRevenueUsd = null, sortBy, limit: max }, { data }) {
    const floor = minRevenueUsd === null ? null : decimalFromNumber(minRevenueUsd);
    const matched = data.companies.filter(
      (c) =>
        (sectors === undefined || sectors.includes(c.sector)) &&
        inRange(c.employees, employees) &&
        inRange(c.foundedYear, foundedYear) &&
        (floor === null || latestRevenue(c) >= floor),
    );
    if (matched.length === 0) throw new ToolRunError("No company matches these criteria");
    const order = (a: Company, b: Company): number => {
      if (sortBy === "name") return a.name.localeCompare(b.name);
      if (sortBy === "employees") return b.employees - a.employees;
      const diff = latestRevenue(b) - latestRevenue(a);
      return diff === 0n ? a.name.localeCompare(b.name) : diff > 0n ? 1 : -1;
    };
    const companies = [...matched]
      .sort(order)
      .slice(0, max)
      .map((c) => ({
        cik: c.cik,
        name: c.name,
        ticker: c.ticker,
        exchange: c.exchange,
        sector: c.sector,
        employees: c.employees,
        foundedYear: c.foundedYear,
        latestRevenueUsd: (latestRevenue(c) / 10n ** 18n).toString(),
      }));
    const context = `${matched.length} compan${matched.length === 1 ? "y" : "ies"} matched; top by ${sortBy}: ${(companies[0]?.name ?? "none").replace(/\.$/, "")}.`;
    return Promise.resolve({ total: matched.length, companies, context });
  },
});
