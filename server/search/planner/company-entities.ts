import { COMPANY_NAME_PARTS, SECTORS } from "../../data/company-seeds.ts";
import type { Company } from "../../data/types.ts";

export interface CompanyMention {
  company: Company;
  /** How the user named it: by ticker the planner can use it directly, by name it searches first. */
  by: "ticker" | "name";
  text: string;
  index: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SUFFIX = / (?:Group, Inc\.|Holdings Corp\.|Inc\.|Corp\.|Co\.)$/;

/** The name without its legal suffix: "Aspen Power Inc." → "Aspen Power". */
export function coreName(name: string): string {
  return name.replace(SUFFIX, "");
}

export function companyMentions(text: string, companies: readonly Company[]): CompanyMention[] {
  const found: CompanyMention[] = [];
  const taken = (start: number, end: number) =>
    found.some((m) => start < m.index + m.text.length && end > m.index);
  const byLength = [...companies].sort((a, b) => coreName(b.name).length - coreName(a.name).length);
  for (const company of byLength) {
    const pattern = new RegExp(
      `\\b${escape(coreName(company.name))}(?:\\s+${escape(company.name.slice(coreName(company.name).length).trim())})?`,
      "gi",
    );
    for (const m of text.matchAll(pattern)) {
      if (taken(m.index, m.index + m[0].length)) continue;
      if (found.some((f) => f.company.cik === company.cik)) continue;
      found.push({ company, by: "name", text: m[0], index: m.index });
    }
  }
  for (const company of companies) {
    for (const m of text.matchAll(new RegExp(`(?<![\\w$])\\$?(${company.ticker})\\b`, "g"))) {
      if (taken(m.index, m.index + m[0].length) || found.some((f) => f.company.cik === company.cik)) continue;
      found.push({ company, by: "ticker", text: m[1] ?? company.ticker, index: m.index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A name stem that several companies share ("Aspen"): worth a search, not a direct lookup. */
export function partialCompanyName(text: string): string | null {
  const stem = COMPANY_NAME_PARTS.first.find((first) => new RegExp(`\\b${first}\\b`).test(text));
  return stem ?? null;
}

const SECTOR_WORDS: Array<[RegExp, string]> = [
  [/\b(?:tech|technology|software|semiconductors?)\b/i, "Technology"],
  [/\b(?:health ?care|biotech|pharma|medical)\b/i, "Health Care"],
  [/\b(?:financials?|banks?|banking|finance)\b/i, "Financials"],
  [/\b(?:energy|oil|gas)\b/i, "Energy"],
  [/\bindustrials?\b/i, "Industrials"],
  [/\b(?:consumer discretionary|retail|restaurants?|automobiles?|auto makers?)\b/i, "Consumer Discretionary"],
  [/\b(?:consumer staples|food|household)\b/i, "Consumer Staples"],
  [/\butilit(?:y|ies)\b/i, "Utilities"],
  [/\breal estate|\breits?\b/i, "Real Estate"],
  [/\b(?:communication services|media|telecoms?)\b/i, "Communication Services"],
];

/** Sectors named in the text, in the screener's spelling. */
export function sectorMentions(text: string): string[] {
  const names = Object.keys(SECTORS);
  const hits = SECTOR_WORDS.filter(([p]) => p.test(text)).map(([, sector]) => sector);
  return [...new Set(hits)].filter((s) => names.includes(s));
}

export type FormType = "10-K" | "10-Q" | "8-K" | "DEF 14A" | "S-1";

export function formTypeMentions(text: string): FormType[] {
  const forms: Array<[RegExp, FormType]> = [
    [/\b10-?k\b|\bannual reports?\b/i, "10-K"],
    [/\b10-?q\b|\bquarterly reports?\b/i, "10-Q"],
    [/\b8-?k\b|\bcurrent reports?\b/i, "8-K"],
    [/\bdef ?14a\b|\bproxy\b/i, "DEF 14A"],
    [/\bs-1\b|\bregistration statements?\b/i, "S-1"],
  ];
  return forms.filter(([p]) => p.test(text)).map(([, f]) => f);
}
