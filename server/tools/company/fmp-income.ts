import { arrayOf, bool, decimalString, input, int, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { findCompany, tickerSchema } from "./company-view.ts";

interface IncomeInput {
  ticker: string;
  fiscalYears?: number[];
  includeEps: boolean;
}

const signedDigits = { type: "string", pattern: "^-?\\d+$" };

export const getIncomeStatement = defineTool<IncomeInput>({
  name: "fmp_getIncomeStatement",
  vertical: "company",
  description:
    "Annual revenue, net income and EPS of a company for the requested fiscal years (all available by default).",
  price: 3,
  inputSchema: input(
    {
      ticker: tickerSchema,
      fiscalYears: arrayOf(int("Fiscal year", { minimum: 2000, maximum: 2030 }), "Fiscal years to return", {
        minItems: 1,
        maxItems: 10,
        uniqueItems: true,
      }),
      includeEps: bool("Include earnings per share", { default: true }),
    },
    ["ticker"],
  ),
  outputSchema: output(
    {
      ticker: tickerSchema,
      currency: str("Reporting currency", { enum: ["USD"] }),
      statements: arrayOf(
        object(
          {
            fiscalYear: int("Fiscal year", { minimum: 2000 }),
            revenueUsd: { ...signedDigits, description: "Revenue in US dollars" },
            netIncomeUsd: { ...signedDigits, description: "Net income in US dollars (negative for a loss)" },
            eps: {
              anyOf: [decimalString, { type: "null" }],
              description: "Diluted EPS; null when not requested",
            },
          },
          ["fiscalYear", "revenueUsd", "netIncomeUsd", "eps"],
        ),
        "Oldest year first",
      ),
    },
    ["ticker", "currency", "statements"],
  ),
  run({ ticker, fiscalYears, includeEps }, { data }) {
    const company = findCompany(data.companies, { ticker });
    const rows = company.financials.filter(
      (f) => fiscalYears === undefined || fiscalYears.includes(f.fiscalYear),
    );
    if (rows.length === 0) {
      const have = company.financials.map((f) => f.fiscalYear).join(", ");
      throw new ToolRunError(
        `${company.ticker} has no statements for ${fiscalYears?.join(", ") ?? "any year"}; available: ${have || "none"}`,
      );
    }
    const statements = rows.map((f) => ({
      fiscalYear: f.fiscalYear,
      revenueUsd: f.revenueUsd,
      netIncomeUsd: f.netIncomeUsd,
      eps: includeEps ? f.eps : null,
    }));
    const last = rows[rows.length - 1];
    const context = `${company.name}: ${rows.length} fiscal year(s); in ${last?.fiscalYear} revenue was $${last?.revenueUsd} and net income $${last?.netIncomeUsd}.`;
    return Promise.resolve({ ticker: company.ticker, currency: "USD", statements, context });
  },
});
