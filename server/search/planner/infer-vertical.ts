import type { Datasets } from "../../tools/datasets.ts";
import type { Vertical } from "../../tools/types.ts";
import { companyMentions, sectorMentions } from "./company-entities.ts";
import { planFromCatalogue } from "./catalogue-planner.ts";
import { chainMentions, coinMentions } from "./crypto-entities.ts";

const COMPANY_WORDS =
  /\b(compan(?:y|ies)|filings?|10-?k|10-?q|8-?k|sec|ceo|cfo|officers?|revenue|earnings|eps|headquarters|employees|ticker|stock)\b|https?:\/\/|@|\b[a-z0-9-]+\.(?:com|net|org|io)\b/i;
const CRYPTO_WORDS =
  /\b(coins?|tokens?|crypto\w*|blockchains?|chains?|defi|nfts?|wallets?|market ?caps?|stable ?coins?|holders?|airdrops?|staking|gas|transactions?|swaps?|dex(?:es)?|exchanges?|portfolio)\b/i;

/**
 * With no vertical_id, the query picks its vertical: company when it names a company, a sector or
 * company vocabulary and no coin; crypto otherwise (production's default vertical is not documented).
 */
export function inferVertical(query: string, data: Datasets): Vertical {
  return detectVertical(query, data) ?? "crypto";
}

/** The vertical the query points to, or null when it names nothing either vertical knows. */
export function detectVertical(query: string, data: Datasets): Vertical | null {
  const hit = planFromCatalogue(query, data.coins);
  if (hit !== null) return hit.home;
  if (coinMentions(query, data.coins).length > 0 || /\b0x[0-9a-f]{40}/i.test(query)) return "crypto";
  const company =
    companyMentions(query, data.companies).length > 0 ||
    sectorMentions(query).length > 0 ||
    COMPANY_WORDS.test(query);
  if (company) return "company";
  return CRYPTO_WORDS.test(query) || chainMentions(query).length > 0 ? "crypto" : null;
}
