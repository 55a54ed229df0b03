import { coingeckoTools } from "./production/coingecko.ts";
import { companyTools } from "./production/companies.ts";
import { defiTools } from "./production/defi.ts";
import { walletTools } from "./production/wallets.ts";
import { webTools } from "./production/web.ts";

/**
 * A valid input for every data-backed tool, chosen to succeed against the committed datasets.
 * Tests run each through the executor and check the output against the tool's outputSchema;
 * chain tools take addresses that only exist on a live chain and are sampled in chain-tools.test.ts.
 */
const FIRST_TOOLS: Record<string, Record<string, unknown>> = {
  coingecko_searchCoin: { query: "eth", limit: 5 },
  coingecko_getCoinInfo: { coinId: "chainlink", include: { description: true } },
  coingecko_getCoinPrice: {
    coinIds: ["bitcoin", "ethereum", "nope"],
    vsCurrency: "eur",
    includeMarketCap: true,
  },
  coingecko_getCoinInfoForPlatform: {
    platformId: "anvil",
    contractAddress: "0x5fbdb2315678afecb367f032d93f642f64180aa3",
  },
  coingecko_screenCoins: {
    filters: {
      category: "Stablecoins",
      minMarketCapUsd: 1000.5,
      maxPriceUsd: null,
      priceChange24hPct: { min: -20.5 },
    },
    sort: { field: "price", direction: "asc" },
    limit: 10,
  },
  coingecko_getPortfolioValue: {
    holdings: [
      { coinId: "bitcoin", amount: 0.125, label: "cold wallet" },
      { coinId: "ethereum", amount: 2.5, label: null },
      { coinId: "pepe", amount: 1e7 },
    ],
  },
  utils_getBlockchainChainId: { blockchainName: "Arbitrum" },
  secfilings_searchCompany: { query: "north" },
  secfilings_getCompanyProfile: { ticker: "NORS" },
  secfilings_getFilings: {
    company: { ticker: "NORS" },
    formTypes: ["10-K", "10-Q"],
    filedAfter: "2024-01-01",
    filedBefore: null,
  },
  fmp_getIncomeStatement: { ticker: "NORS", fiscalYears: [2023, 2024], includeEps: false },
  fmp_screenCompanies: {
    sectors: ["Technology", "Financials"],
    employees: { min: 100 },
    minRevenueUsd: 1000000.5,
    sortBy: "employees",
  },
  hunter_verifyEmail: { email: "someone@northwindsystems.com" },
  clearbit_lookupDomain: { url: "https://www.northwindsystems.com/investors" },
};

/** Production's tools carry their own sample, shaped like the parameters production was seen to take. */
export const SAMPLE_INPUTS: Record<string, Record<string, unknown>> = {
  ...FIRST_TOOLS,
  ...Object.fromEntries(
    [...coingeckoTools, ...defiTools, ...walletTools, ...companyTools, ...webTools].map((t) => [
      t.name,
      t.sample,
    ]),
  ),
};
