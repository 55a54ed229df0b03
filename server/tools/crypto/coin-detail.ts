import type { Coin } from "../../data/types.ts";
import { arrayOf, decimalString, digitString, evmAddress, object, str } from "../schema-parts.ts";
import type { JsonSchema } from "../types.ts";
import { coinSummary, coinSummaryProperties } from "./coin-view.ts";

const marketSchema = object(
  {
    priceUsd: decimalString,
    marketCapUsd: digitString,
    totalVolumeUsd: digitString,
    circulatingSupply: digitString,
    priceChange24hPct: decimalString,
  },
  ["priceUsd", "marketCapUsd", "totalVolumeUsd", "circulatingSupply", "priceChange24hPct"],
  "Market data in US dollars",
);

const platformSchema = object(
  { platformId: str("Platform id, e.g. ethereum"), contractAddress: evmAddress },
  ["platformId", "contractAddress"],
);

/** Full coin record; market, platforms and description appear only when asked for. */
export const coinDetailSchema: JsonSchema = object(
  {
    ...coinSummaryProperties,
    categories: arrayOf(str("Category"), "Categories the coin is listed under"),
    genesisDate: { type: ["string", "null"], format: "date", description: "Launch date, when known" },
    homepage: str("Project homepage", { format: "uri" }),
    description: str("Short description"),
    market: marketSchema,
    platforms: arrayOf(platformSchema, "Contract addresses per platform; empty for native coins"),
  },
  ["id", "name", "symbol", "marketCapRank", "categories", "genesisDate", "homepage"],
);

export interface DetailOptions {
  marketData: boolean;
  platforms: boolean;
  description: boolean;
}

export function coinDetail(coin: Coin, include: DetailOptions) {
  return {
    ...coinSummary(coin),
    categories: coin.categories,
    genesisDate: coin.genesisDate,
    homepage: coin.homepage,
    ...(include.description ? { description: coin.description } : {}),
    ...(include.marketData
      ? {
          market: {
            priceUsd: coin.priceUsd,
            marketCapUsd: coin.marketCapUsd,
            totalVolumeUsd: coin.totalVolumeUsd,
            circulatingSupply: coin.circulatingSupply,
            priceChange24hPct: coin.priceChange24hPct,
          },
        }
      : {}),
    ...(include.platforms
      ? {
          platforms: Object.entries(coin.platforms).map(([platformId, contractAddress]) => ({
            platformId,
            contractAddress,
          })),
        }
      : {}),
  };
}

export function describeCoin(coin: Coin): string {
  const chains = Object.keys(coin.platforms);
  const where = chains.length === 0 ? "a native coin" : `a token on ${chains.join(", ")}`;
  return `${coin.name} (${coin.symbol.toUpperCase()}) is ${where}, ranked #${coin.marketCapRank} by market cap at $${coin.priceUsd}.`;
}
