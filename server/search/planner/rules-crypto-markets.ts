// Questions about coin prices and the market as a whole: CoinGecko answers them, and a named coin
// is first resolved to CoinGecko's id.
import type { Coin } from "../../data/types.ts";
import { daysIn } from "./catalogue-mentions.ts";
import type { CatalogueRule } from "./catalogue-rule.ts";
import { coinMentions } from "./crypto-entities.ts";
import { DraftBuilder, ref, type Draft } from "./draft.ts";
import { count, oneStep } from "./rule-steps.ts";

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

export const MARKET_RULES: CatalogueRule[] = [
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
];
