import type { Coin } from "../../data/types.ts";
import { decimalFromNumber, parseDecimal } from "../decimal.ts";
import {
  arrayOf,
  decimalString,
  digitString,
  input,
  int,
  limit,
  object,
  output,
  str,
} from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { coinSummaryProperties, PLATFORM_IDS } from "./coin-view.ts";

interface ScreenInput {
  filters?: {
    category?: string;
    minMarketCapUsd?: number;
    maxPriceUsd?: number | null;
    priceChange24hPct?: { min?: number; max?: number };
    platforms?: string[];
  };
  sort?: { field?: SortField; direction?: "asc" | "desc" };
  limit: number;
}

const SORT_FIELDS = ["marketCap", "price", "change24h", "volume"] as const;
type SortField = (typeof SORT_FIELDS)[number];

const sortKey: Record<SortField, (c: Coin) => bigint> = {
  marketCap: (c) => parseDecimal(c.marketCapUsd),
  price: (c) => parseDecimal(c.priceUsd),
  change24h: (c) => parseDecimal(c.priceChange24hPct),
  volume: (c) => parseDecimal(c.totalVolumeUsd),
};

function matches(coin: Coin, f: NonNullable<ScreenInput["filters"]>): boolean {
  const change = parseDecimal(coin.priceChange24hPct);
  const range = f.priceChange24hPct;
  return (
    (f.category === undefined ||
      coin.categories.some((c) => c.toLowerCase().includes(f.category?.toLowerCase() ?? ""))) &&
    (f.minMarketCapUsd === undefined ||
      parseDecimal(coin.marketCapUsd) >= decimalFromNumber(f.minMarketCapUsd)) &&
    (f.maxPriceUsd == null || parseDecimal(coin.priceUsd) <= decimalFromNumber(f.maxPriceUsd)) &&
    (range?.min === undefined || change >= decimalFromNumber(range.min)) &&
    (range?.max === undefined || change <= decimalFromNumber(range.max)) &&
    (f.platforms === undefined || f.platforms.every((p) => p in coin.platforms))
  );
}

export const screenCoins = defineTool<ScreenInput>({
  name: "coingecko_screenCoins",
  vertical: "crypto",
  description:
    "Filter the coin market by category, market cap, price, 24h change and platforms; sorted rows for a table.",
  price: 4,
  inputSchema: input(
    {
      filters: object(
        {
          category: str("Category name or part of it, e.g. 'Stablecoins' or 'DeFi'"),
          minMarketCapUsd: {
            type: "number",
            minimum: 0,
            description: "Smallest market cap in USD, e.g. 2500000.5",
          },
          maxPriceUsd: {
            type: ["number", "null"],
            minimum: 0,
            description: "Highest price in USD; null for no limit",
          },
          priceChange24hPct: object(
            {
              min: { type: "number", minimum: -100, description: "Lowest 24h change in percent, e.g. -2.5" },
              max: { type: "number", description: "Highest 24h change in percent" },
            },
            [],
            "Range of the 24h price change",
          ),
          platforms: arrayOf(
            str("Platform id", { enum: [...PLATFORM_IDS] }),
            "Coins deployed on all of these",
            { uniqueItems: true },
          ),
        },
        [],
        "All given filters must match",
      ),
      sort: object(
        {
          field: str("Sort key", { enum: [...SORT_FIELDS], default: "marketCap" }),
          direction: str("Sort direction", { enum: ["asc", "desc"], default: "desc" }),
        },
        [],
        "Ordering of the rows",
      ),
      limit: limit(100, 20),
    },
    [],
  ),
  outputSchema: output(
    {
      total: int("How many coins matched before the limit", { minimum: 0 }),
      coins: arrayOf(
        object(
          {
            ...coinSummaryProperties,
            priceUsd: decimalString,
            marketCapUsd: digitString,
            totalVolumeUsd: digitString,
            priceChange24hPct: decimalString,
          },
          [
            "id",
            "name",
            "symbol",
            "marketCapRank",
            "priceUsd",
            "marketCapUsd",
            "totalVolumeUsd",
            "priceChange24hPct",
          ],
        ),
        "Matching coins, sorted",
      ),
    },
    ["total", "coins"],
  ),
  run({ filters = {}, sort = {}, limit: max }, { data }) {
    const key = sortKey[sort.field ?? "marketCap"];
    const sign = (sort.direction ?? "desc") === "desc" ? -1 : 1;
    const matched = data.coins.filter((c) => matches(c, filters));
    if (matched.length === 0) throw new ToolRunError("No coin matches these filters");
    const sorted = [...matched].sort((a, b) => {
      const diff = key(a) - key(b);
      return diff === 0n ? a.marketCapRank - b.marketCapRank : diff > 0n ? sign : -sign;
    });
    const coins = sorted.slice(0, max).map((c) => ({
      id: c.id,
      name: c.name,
      symbol: c.symbol,
      marketCapRank: c.marketCapRank,
      priceUsd: c.priceUsd,
      marketCapUsd: c.marketCapUsd,
      totalVolumeUsd: c.totalVolumeUsd,
      priceChange24hPct: c.priceChange24hPct,
    }));
    const context = `${matched.length} coin${matched.length === 1 ? "" : "s"} matched; showing ${coins.length}, led by ${coins[0]?.name ?? "none"}.`;
    return Promise.resolve({ total: matched.length, coins, context });
  },
});
