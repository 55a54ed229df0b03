import type { Datasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import type { Draft } from "./draft.ts";
import { COMPANY_RULES } from "./rules-company.ts";
import { CRYPTO_RULES } from "./rules-crypto.ts";
import { MEDICAL_RULES, WEB_RULES } from "./rules-web.ts";

/** Most specific first: a company's filings before news about it, a coin's history before news. */
const RULES: readonly CatalogueRule[] = [...CRYPTO_RULES, ...MEDICAL_RULES, ...COMPANY_RULES, ...WEB_RULES];

/** The first kind of question of production's catalogue this one is, with its plan and home vertical. */
export function planFromCatalogue(
  question: string,
  coins: Datasets["coins"],
): { draft: Draft; home: Vertical } | null {
  for (const rule of RULES) {
    const draft = rule.plan(question, coins);
    if (draft !== null) return { draft, home: rule.home };
  }
  return null;
}

/** What each vertical answers, for the refusal of a question no tool answers. */
export const CAN_ANSWER: Record<Vertical, string> = {
  crypto:
    "coin prices, profiles, history and candles; wallets by 0x address or ENS name (portfolio, transactions, P&L); DeFi TVL, active users, stablecoins and perps; Ordinals and runes; OpenSea volume",
  company:
    "SEC CIKs and filings, earnings calls and ticker identities of listed companies (Apple, Microsoft, …); French company links by SIREN; patents; EU public tenders; French rates and building permits",
  medical: "research preprints, drug and trial news, patents, air quality",
  news: "news and web search, reading web pages, weather, preprints, EU public tenders",
  cybersec: "IP address reputation and open ports, CVE news, repositories",
  adtech:
    "company domains and firmographics, people by title at a company, GitHub contributors and their public emails, prospect lists",
  insurance:
    "weather now, forecast and past days, air quality, flight status and delays, airports, French rates and building permits",
};
