/**
 * The tool catalog of the reference service.
 *
 *   getCatalog()                → every tool, in a stable order (verticals, then listing order)
 *   findTool(name)              → the tool called `name`, or undefined
 *   toolsForVertical(vertical)  → the tools of one vertical, or undefined for an unknown vertical
 *   VERTICALS                   → the known vertical ids
 *
 * A `Tool` (see types.ts) is `{name, vertical, alsoIn?, description, inputSchema, outputSchema, price, run}`:
 * schemas are JSON Schema draft-07 objects, `price` is an integer number of credits charged for a
 * successful run, and `run(input, ctx)` resolves to an output with a `context` string or rejects
 * with `ToolRunError` for an in-band failure (nothing found, chain not connected).
 *
 * Callers outside the HTTP route (the planner) should run tools through `runTool` in executor.ts,
 * which validates input and applies defaults first; `run` itself trusts its input.
 */
import { getBalance } from "./crypto/chain-balance.ts";
import { getTransaction } from "./crypto/chain-transaction.ts";
import { getCoinInfo, getCoinInfoForPlatform } from "./crypto/coingecko-info.ts";
import { getPortfolioValue } from "./crypto/coingecko-portfolio.ts";
import { getCoinPrice } from "./crypto/coingecko-price.ts";
import { screenCoins } from "./crypto/coingecko-screen.ts";
import { searchCoin } from "./crypto/coingecko-search.ts";
import { getTokenHolders } from "./crypto/dunesim-holders.ts";
import { getBlockchainChainId } from "./crypto/utils-chain-id.ts";
import { lookupDomain, verifyEmail } from "./company/contact-tools.ts";
import { getIncomeStatement } from "./company/fmp-income.ts";
import { screenCompanies } from "./company/fmp-screen.ts";
import { getFilings } from "./company/secfilings-filings.ts";
import { getCompanyProfile } from "./company/secfilings-profile.ts";
import { searchCompany } from "./company/secfilings-search.ts";
import { coingeckoTools } from "./production/coingecko.ts";
import { companyTools } from "./production/companies.ts";
import { defiTools } from "./production/defi.ts";
import { walletTools } from "./production/wallets.ts";
import { webTools } from "./production/web.ts";
import { VERTICAL_IDS, type Tool, type Vertical } from "./types.ts";

export type { Tool, ToolContext, ToolOutput, Vertical } from "./types.ts";
export { ToolRunError } from "./types.ts";

export const VERTICALS: readonly Vertical[] = VERTICAL_IDS;

const TOOLS: readonly Tool[] = [
  searchCoin,
  getCoinInfo,
  getCoinPrice,
  getCoinInfoForPlatform,
  screenCoins,
  getPortfolioValue,
  getBlockchainChainId,
  getBalance,
  getTransaction,
  getTokenHolders,
  searchCompany,
  getCompanyProfile,
  getFilings,
  getIncomeStatement,
  screenCompanies,
  verifyEmail,
  lookupDomain,
  // Production's catalogue (production-tools-seen.md), generated data; see production/define.ts.
  ...coingeckoTools,
  ...defiTools,
  ...walletTools,
  ...companyTools,
  ...webTools,
];

const BY_NAME = new Map(TOOLS.map((tool) => [tool.name, tool]));

export function getCatalog(): readonly Tool[] {
  return TOOLS;
}

export function findTool(name: string): Tool | undefined {
  return BY_NAME.get(name);
}

export function isVertical(value: string): value is Vertical {
  return (VERTICALS as readonly string[]).includes(value);
}

export function toolsForVertical(vertical: string): readonly Tool[] | undefined {
  return isVertical(vertical) ? TOOLS.filter((tool) => inVertical(tool, vertical)) : undefined;
}

export function inVertical(tool: Tool, vertical: Vertical): boolean {
  return tool.vertical === vertical || (tool.alsoIn?.includes(vertical) ?? false);
}
