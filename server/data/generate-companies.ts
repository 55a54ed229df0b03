import { decimalFromNumber, divDecimal, formatDecimal, mulDecimal, parseDecimal } from "../tools/decimal.ts";
import {
  CITIES,
  COMPANY_NAME_PARTS,
  EIGHT_K_ITEMS,
  FIRST_NAMES,
  LAST_NAMES,
  OFFICER_TITLES,
  SECOND_TO_SECTOR,
  SECTORS,
} from "./company-seeds.ts";
import type { Rng } from "./prng.ts";
import type { Company, Filing } from "./types.ts";

const COMPANY_COUNT = 56;
/** Filings stop here so the dataset does not depend on the day it was generated. */
export const DATA_AS_OF = "2026-10-31";
const FIRST_YEAR = 2019;
const LAST_YEAR = 2026;

const iso = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (date: string, days: number): string =>
  iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

function filingsFor(rng: Rng, cik: string, ticker: string, fyeMonth: number, ipoYear: number): Filing[] {
  const filings: Filing[] = [];
  let seq = rng.int(100, 900);
  const add = (formType: string, filedAt: string, periodOfReport: string | null, description: string) => {
    if (filedAt > DATA_AS_OF) return;
    seq += rng.int(1, 40);
    const accessionNumber = `${cik}-${filedAt.slice(2, 4)}-${String(seq).padStart(6, "0")}`;
    const url = `https://www.sec.gov/Archives/edgar/data/${Number(cik)}/${accessionNumber.replace(/-/g, "")}/${ticker.toLowerCase()}-${filedAt.replace(/-/g, "")}.htm`;
    filings.push({ accessionNumber, formType, filedAt, periodOfReport, description, url });
  };
  const start = Math.max(FIRST_YEAR, ipoYear);
  if (ipoYear >= FIRST_YEAR)
    add(
      "S-1",
      `${ipoYear}-${String(rng.int(1, 3)).padStart(2, "0")}-${rng.int(10, 28)}`,
      null,
      "Registration statement for initial public offering",
    );
  for (let year = start; year <= LAST_YEAR; year += 1) {
    for (let q = 1; q <= 4; q += 1) {
      const raw = fyeMonth - 12 + q * 3;
      const [month, periodYear] = raw <= 0 ? [raw + 12, year - 1] : [raw, year];
      const period = iso(new Date(Date.UTC(periodYear, month, 0)));
      if (q === 4)
        add(
          "10-K",
          addDays(period, rng.int(55, 75)),
          period,
          `Annual report for fiscal year ended ${period}`,
        );
      else
        add("10-Q", addDays(period, rng.int(35, 45)), period, `Quarterly report for period ended ${period}`);
    }
    add(
      "DEF 14A",
      `${year}-04-${rng.int(10, 28)}`,
      null,
      "Definitive proxy statement for the annual meeting",
    );
    for (let i = rng.int(0, 2); i > 0; i -= 1) {
      add(
        "8-K",
        `${year}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
        null,
        rng.pick(EIGHT_K_ITEMS),
      );
    }
  }
  return filings.sort((a, b) =>
    a.filedAt === b.filedAt
      ? a.accessionNumber.localeCompare(b.accessionNumber)
      : a.filedAt < b.filedAt
        ? 1
        : -1,
  );
}

function financialsFor(rng: Rng, ipoYear: number): Company["financials"] {
  let revenue = parseDecimal(String(rng.int(50, 40_000) * 1_000_000));
  const shares = parseDecimal(String(rng.int(50, 2_000) * 1_000_000));
  const rows: Company["financials"] = [];
  for (let year = Math.max(FIRST_YEAR, ipoYear); year <= LAST_YEAR - 1; year += 1) {
    revenue = mulDecimal(revenue, decimalFromNumber(1 + rng.int(-10, 30) / 100));
    const netIncome = mulDecimal(revenue, decimalFromNumber(rng.int(-15, 25) / 100));
    rows.push({
      fiscalYear: year,
      revenueUsd: formatDecimal(revenue, 0),
      netIncomeUsd: formatDecimal(netIncome, 0),
      eps: formatDecimal(divDecimal(netIncome, shares), 2),
    });
  }
  return rows;
}

export function generateCompanies(rng: Rng): Company[] {
  const companies: Company[] = [];
  const taken = new Set<string>();
  while (companies.length < COMPANY_COUNT) {
    const first = rng.pick(COMPANY_NAME_PARTS.first);
    const second = rng.pick(COMPANY_NAME_PARTS.second);
    const base = `${first} ${second}`;
    const ticker = `${first.slice(0, rng.int(2, 3))}${second.slice(0, 1)}`.toUpperCase();
    const cik = String(rng.int(1_000_000, 1_999_999)).padStart(10, "0");
    if (taken.has(base) || taken.has(ticker) || taken.has(cik)) continue;
    taken.add(base).add(ticker).add(cik);
    const sector = sectorOf(second);
    const domain = `${first}${second}`.toLowerCase();
    const [city, state] = rng.pick(CITIES);
    const fyeMonth = rng.pick([12, 12, 12, 6, 9]);
    const ipoYear = rng.int(1995, 2024);
    const officers = OFFICER_TITLES.slice(0, rng.int(2, 4)).map((title) => {
      const [given, family] = [rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES)];
      return { name: `${given} ${family}`, title, email: `${given}.${family}@${domain}.com`.toLowerCase() };
    });
    companies.push({
      cik,
      name: `${base} ${rng.pick(COMPANY_NAME_PARTS.suffix.filter((s) => !s.includes(second)))}`,
      ticker,
      exchange: rng.pick(["NASDAQ", "NYSE"]),
      sector,
      industry: rng.pick(SECTORS[sector] ?? ["Diversified"]),
      website: `https://www.${domain}.com`,
      headquarters: { city, state, country: "US" },
      employees: rng.int(40, 120_000),
      foundedYear: ipoYear - rng.int(3, 30),
      fiscalYearEnd: `${String(fyeMonth).padStart(2, "0")}-${fyeMonth === 6 || fyeMonth === 9 ? "30" : "31"}`,
      officers,
      financials: financialsFor(rng, ipoYear),
      filings: filingsFor(rng, cik, ticker, fyeMonth, ipoYear),
    });
  }
  return companies.sort((a, b) => a.name.localeCompare(b.name));
}

function sectorOf(second: string): string {
  return SECOND_TO_SECTOR[second] ?? "Industrials";
}
