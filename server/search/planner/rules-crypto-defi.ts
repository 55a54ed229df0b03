// Questions about a protocol, chain or project as a whole (TVL, users, funding), answered by
// DefiLlama, Dune and Token Terminal rather than by a coin's price.
import { marketSectors } from "../../tools/production/entities.ts";
import { daysIn, defiChainMention, projectMention, protocolMention } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { coinMentions } from "./crypto-entities.ts";
import { count, oneStep } from "./rule-steps.ts";

export const DEFI_RULES: CatalogueRule[] = [
  {
    home: "crypto",
    plan: (q) => {
      const project = projectMention(q);
      if (project === undefined) return null;
      if (/\b(developers?|commits?|dev activity|github activity)\b/i.test(q))
        return oneStep(
          "tokenterminal_getDeveloperMetrics",
          { project, days: daysIn(q) ?? 30 },
          `${project}'s developer activity.`,
        );
      if (/\b(valuation|p\/s|p\/f|price[- ]to[- ](sales|fees|earnings)|ratios?)\b/i.test(q))
        return oneStep(
          "tokenterminal_getProjectValuationRatios",
          { project },
          `${project}'s valuation ratios.`,
        );
      if (/\b(token metrics|fdv|fully diluted|token holders)\b/i.test(q))
        return oneStep("tokenterminal_getTokenMetricsForProject", { project }, `${project}'s token metrics.`);
      return null;
    },
  },
  {
    home: "crypto",
    plan: (q) =>
      /\bopen ?sea\b/i.test(q)
        ? oneStep(
            "dune_openseaDailyVolume",
            { dayInterval: daysIn(q) ?? 30 },
            "OpenSea's daily volume from Dune.",
          )
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(daily )?active (users|addresses)\b/i.test(q) &&
      /\bethereum\b/i.test(q) &&
      !/\b(base|solana|arbitrum|uniswap|aave)\b/i.test(q)
        ? oneStep(
            "dune_ethereumDailyActiveUser",
            { dayInterval: daysIn(q) ?? 30 },
            "Ethereum's daily active addresses from Dune.",
          )
        : null,
  },
  {
    home: "crypto",
    plan: (q) => {
      const name = defiChainMention(q) ?? protocolMention(q);
      return /\bactive (users|addresses|wallets)\b/i.test(q) && name
        ? oneStep(
            "defillama_searchChainOrProtocolActiveUsers",
            { chainOrProtocolName: name },
            `Active users of ${name}.`,
          )
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      const protocol = protocolMention(q);
      return /\b(tvl|total value locked)\b/i.test(q) && protocol
        ? oneStep("defillama_getProtocolTvl", { protocol }, `${protocol}'s TVL from DefiLlama.`)
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      const chain = defiChainMention(q);
      return /\bstable ?coins?\b/i.test(q) &&
        /\b(dominan\w*|share|breakdown|on|circulating)\b/i.test(q) &&
        chain
        ? oneStep("defillama_getStableCoinDominanceByChain", { chain }, `Stablecoin breakdown on ${chain}.`)
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q, coins) => {
      if (!/\b(perps?|perpetuals?|funding rates?|open interest)\b/i.test(q)) return null;
      const coin = coinMentions(q, coins)[0];
      return coin
        ? oneStep(
            "defillama_getAssetPerps",
            { baseAssetSymbol: coin.coin.symbol.toUpperCase() },
            `Perpetual markets on ${coin.coin.name}.`,
          )
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      if (!/\bnarratives?\b/i.test(q)) return null;
      const days = daysIn(q) ?? 30;
      const period =
        days <= 7 ? "7d" : days <= 30 ? "30d" : days <= 90 ? "90d" : days <= 180 ? "180d" : "365d";
      return oneStep(
        "defillama_getNarrativePerformance",
        { period },
        `Narrative performance over ${period}.`,
      );
    },
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(funding rounds?|raises?|raised|fundraising|fund ?raises?|venture rounds?)\b/i.test(q)
        ? oneStep(
            "defillama_searchFoundingRaises",
            { limit: count(q, 10), sortBy: /\b(largest|biggest)\b/i.test(q) ? "amount" : "date" },
            "Recent crypto funding rounds.",
          )
        : null,
  },
];

/** Tried after every other crypto rule, so a question another rule answers keeps that answer. */
export const TRENDING_CONTRACT_RULES: CatalogueRule[] = [
  {
    home: "crypto",
    plan: (q) => {
      if (!/\btrending (smart )?contracts\b/i.test(q)) return null;
      const sector =
        marketSectors.find((s) => new RegExp(`\\b${s.replace("-", "[- ]?")}\\b`, "i").test(q)) ?? "defi";
      return oneStep(
        "tokenterminal_getTrendingContractsByMarketSector",
        { limit: count(q, 10), marketSector: sector, sortBy: /\bfees\b/i.test(q) ? "fees" : "users" },
        `Trending ${sector} contracts.`,
      );
    },
  },
];
