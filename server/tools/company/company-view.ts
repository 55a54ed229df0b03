import type { Company } from "../../data/types.ts";
import { SECTORS as SECTOR_MAP } from "../../data/company-seeds.ts";
import { object, str } from "../schema-parts.ts";
import { ToolRunError, type JsonSchema } from "../types.ts";

export const SECTORS = Object.keys(SECTOR_MAP);
export const EXCHANGES = ["NASDAQ", "NYSE"] as const;
export const FORM_TYPES = ["10-K", "10-Q", "8-K", "DEF 14A", "S-1"] as const;

export const tickerSchema: JsonSchema = str("Stock ticker, upper case, e.g. NORS", {
  pattern: "^[A-Z]{1,5}$",
});
export const cikSchema: JsonSchema = str("SEC Central Index Key, 10 digits with leading zeros", {
  pattern: "^\\d{10}$",
});

export const companySummaryProperties: Record<string, JsonSchema> = {
  cik: cikSchema,
  name: str("Registered name"),
  ticker: tickerSchema,
  exchange: str("Listing exchange", { enum: [...EXCHANGES] }),
  sector: str("Sector", { enum: SECTORS }),
};

export const companySummarySchema: JsonSchema = object(companySummaryProperties, [
  "cik",
  "name",
  "ticker",
  "exchange",
  "sector",
]);

export function companySummary(c: Company) {
  return { cik: c.cik, name: c.name, ticker: c.ticker, exchange: c.exchange, sector: c.sector };
}

export function findCompany(companies: readonly Company[], by: { ticker?: string; cik?: string }): Company {
  const company = companies.find((c) => c.ticker === by.ticker?.toUpperCase() || c.cik === by.cik);
  if (company === undefined) {
    const what = by.ticker === undefined ? `CIK ${by.cik ?? "?"}` : `ticker ${by.ticker}`;
    throw new ToolRunError(`No company with ${what}; use secfilings_searchCompany to find it`);
  }
  return company;
}

export function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
}
