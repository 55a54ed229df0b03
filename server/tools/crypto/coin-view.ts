import type { Coin } from "../../data/types.ts";
import { object, int, str } from "../schema-parts.ts";
import { ToolRunError, type JsonSchema } from "../types.ts";

export const coinSummaryProperties: Record<string, JsonSchema> = {
  id: str("CoinGecko-style coin id, e.g. bitcoin"),
  name: str("Display name"),
  symbol: str("Ticker symbol, lower case"),
  marketCapRank: int("Rank by market capitalisation, 1 = largest", { minimum: 1 }),
};

export const coinSummarySchema: JsonSchema = object(coinSummaryProperties, [
  "id",
  "name",
  "symbol",
  "marketCapRank",
]);

export function coinSummary(coin: Coin) {
  return { id: coin.id, name: coin.name, symbol: coin.symbol, marketCapRank: coin.marketCapRank };
}

export function findCoin(coins: readonly Coin[], id: string): Coin {
  const coin = coins.find((c) => c.id === id.trim().toLowerCase());
  if (coin === undefined)
    throw new ToolRunError(`No coin with id "${id}"; use coingecko_searchCoin to find the id`);
  return coin;
}

/** Platforms the datasets know, including the local anvil chain the stack runs. */
export const PLATFORM_IDS = [
  "ethereum",
  "base",
  "arbitrum-one",
  "optimistic-ethereum",
  "polygon-pos",
  "binance-smart-chain",
  "avalanche",
  "anvil",
] as const;

export const VS_CURRENCIES = ["usd", "eur", "btc", "eth"] as const;
export type VsCurrency = (typeof VS_CURRENCIES)[number];
