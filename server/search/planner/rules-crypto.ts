import type { Coin } from "../../data/types.ts";
import { marketSectors } from "../../tools/production/entities.ts";
import {
  btcAddressIn,
  collectionMention,
  daysIn,
  defiChainMention,
  ensMention,
  evmAddressIn,
  projectMention,
  protocolMention,
} from "./catalogue-mentions.ts";
import { coinMentions } from "./crypto-entities.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";

const count = (q: string, fallback: number) => {
  const n = Number(/\b(?:top|first|last|latest|recent)\s+(\d{1,2})\b/i.exec(q)?.[1] ?? NaN);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

function oneStep(tool: string, parameters: Record<string, string | number | boolean>, why: string): Draft {
  const b = new DraftBuilder();
  b.add(tool, parameters, why);
  return b.done(why);
}

/** coin name → id (coingecko_searchCoin), then the data tool with the id as a step reference. */
function coinThen(
  q: string,
  coins: readonly Coin[],
  tool: string,
  extra: Record<string, string | number>,
): Draft | null {
  const coin = coinMentions(q, coins)[0];
  if (coin === undefined) return null;
  const b = new DraftBuilder();
  const s = b.add(
    "coingecko_searchCoin",
    { query: coin.text, limit: 1 },
    `Find the coin id for "${coin.text}".`,
  );
  b.add(tool, { coinId: ref(s, "coins.0.id"), ...extra }, `Read ${coin.coin.name}'s data by its id.`);
  return b.done(`${coin.coin.name}: the name is resolved to an id, then ${tool} answers.`);
}

/** An ENS name or an address → the wallet tool; the ENS name is resolved first. */
function walletThen(q: string, tool: string, extra: Record<string, string | number>): Draft | null {
  const address = evmAddressIn(q);
  const ens = ensMention(q);
  if (address === undefined && ens === undefined) return null;
  const b = new DraftBuilder();
  const ethereumAddress =
    address ??
    ref(
      b.add("utils_getEnsAddress", { ensName: ens ?? "" }, `Resolve ${ens} to its address.`),
      "ethereumAddress",
    );
  b.add(tool, { ethereumAddress, currency: "usd", ...extra }, `Read the wallet with ${tool}.`);
  return b.done(`The wallet ${address ?? ens} is read with ${tool}.`);
}

export const CRYPTO_RULES: CatalogueRule[] = [
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
  {
    home: "crypto",
    plan: (q) =>
      /\btrending\b/i.test(q) && /\b(coins?|tokens?|crypto\w*)\b/i.test(q)
        ? oneStep("coingecko_getTrendingCoins", {}, "CoinGecko's trending coins.")
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\bgainers\b/i.test(q) && /\blosers\b/i.test(q)
        ? oneStep(
            "coingecko_getTopGainersAndLosers",
            { currency: "usd", duration: /\bweek\b|7 ?d/i.test(q) ? "7d" : "24h", limit: count(q, 10) },
            "Top gainers and losers.",
          )
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(global|total|whole|entire) (crypto )?market ?cap\w*\b/i.test(q)
        ? oneStep(
            "coingecko_getGlobalMarketCapChart",
            {
              currency: "usd",
              days: String([1, 7, 14, 30, 90, 180, 365].find((d) => d >= (daysIn(q) ?? 30)) ?? 365),
            },
            "The total crypto market cap over time.",
          )
        : null,
  },
  {
    home: "crypto",
    plan: (q) => {
      if (!/\b(companies|treasur\w+|corporate)\b/i.test(q) || !/\b(hold|holding|holdings|own)\b/i.test(q))
        return null;
      const coinId = /\b(eth|ether|ethereum)\b/i.test(q)
        ? "ethereum"
        : /\b(btc|bitcoin)\b/i.test(q)
          ? "bitcoin"
          : null;
      return coinId
        ? oneStep(
            "coingecko_getPublicCompanyHoldings",
            { coinId, limit: count(q, 10) },
            `Public companies holding ${coinId}.`,
          )
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q, coins) =>
      /\b(ohlc|candles?|candlesticks?)\b/i.test(q)
        ? coinThen(q, coins, "coingecko_getCoinOhlc", {
            currency: "usd",
            days: String([1, 7, 14, 30, 90, 180, 365].find((d) => d >= (daysIn(q) ?? 7)) ?? 365),
          })
        : null,
  },
  {
    home: "crypto",
    plan: (q, coins) =>
      /\b(price history|historical|chart|over the (last|past))\b/i.test(q) && !/\bmarket ?cap\b/i.test(q)
        ? coinThen(q, coins, "coingecko_getCoinHistoricalMarketData", {
            currency: "usd",
            days: daysIn(q) ?? 30,
          })
        : null,
  },
  {
    home: "crypto",
    plan: (q, coins) =>
      /\b(all[- ]time (high|low)|ath|atl)\b/i.test(q)
        ? coinThen(q, coins, "coingecko_getCoinMarketData", { currency: "usd" })
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(portfolio|net worth|positions?)\b/i.test(q)
        ? walletThen(q, "zerion_getEthereumWalletPortfolio", {})
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(p&l|pnl|profit|loss|gains?)\b/i.test(q)
        ? walletThen(q, "zerion_getEthereumWalletProfitAndLoss", {})
        : null,
  },
  {
    home: "crypto",
    plan: (q) =>
      /\b(related|linked|connected|interact\w*|counterpart\w*)\b/i.test(q) && evmAddressIn(q)
        ? oneStep(
            "cielo_retrieveRelatedWallets",
            { wallet: evmAddressIn(q) ?? "" },
            "Wallets related to this one.",
          )
        : null,
  },
  {
    home: "crypto",
    plan: (q) => {
      const btc = btcAddressIn(q);
      if (btc && /\b(transactions?|history|activity|transfers?)\b/i.test(q))
        return oneStep(
          "xverse_getBitcoinTransactionHistory",
          { address: btc, limit: count(q, 10) },
          "The Bitcoin address's transactions.",
        );
      return /\b(transactions|history|activity)\b/i.test(q) && !/\b0x[0-9a-f]{64}\b/i.test(q)
        ? walletThen(q, "zerion_getWalletTransactions", { limit: count(q, 20) })
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      const ens = ensMention(q);
      return ens && /\b(address|resolve|who is|owner)\b/i.test(q)
        ? oneStep("utils_getEnsAddress", { ensName: ens }, `Resolve ${ens}.`)
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      if (!/\bordinals?\b|\binscriptions?\b/i.test(q) && collectionMention(q) === undefined) return null;
      const c = collectionMention(q);
      if (c && /\b(holders?|owners?|whales?)\b/i.test(q))
        return oneStep(
          "xverse_getOrdinalsCollectionTopHolders",
          { collectionId: c.id, limit: count(q, 10) },
          `Top holders of ${c.name}.`,
        );
      if (c)
        return oneStep(
          "xverse_getOrdinalsCollectionBySymbol",
          { symbol: c.symbol },
          `The ${c.name} collection.`,
        );
      return /\b(top|most|volume|best|biggest|largest)\b/i.test(q)
        ? oneStep(
            "xverse_getTopOrdinalsCollectionsByVolume",
            { limit: count(q, 10), period: /\bweek\b/i.test(q) ? "7d" : "24h" },
            "Ordinals collections by volume.",
          )
        : null;
    },
  },
  {
    home: "crypto",
    plan: (q) => {
      if (!/\brunes?\b/i.test(q)) return null;
      const id = /\b\d{6}:\d+\b/.exec(q)?.[0] ?? (/\bdog\b/i.test(q) ? "840000:3" : undefined);
      if (id) return oneStep("xverse_getRunePrice", { runeId: id }, `The rune ${id}'s price.`);
      return oneStep(
        "xverse_getTopRunesByVolume",
        { limit: count(q, 10), timePeriod: /\bweek\b/i.test(q) ? "7d" : "24h" },
        "Runes by volume.",
      );
    },
  },
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
