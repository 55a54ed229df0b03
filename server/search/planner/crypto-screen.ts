import type { CommonEntities } from "./common-entities.ts";
import type { Draft, DraftBuilder } from "./draft.ts";
import type { JsonObject } from "../types.ts";

const SCREEN_WORDS =
  /\b(top|largest|biggest|smallest|gainers?|losers?|cheapest|most expensive|ranking|ranked|screen|list|under \$|below \$|volume|trending|best performing|worst performing|market)\b/i;

export function wantsScreen(query: string): boolean {
  return SCREEN_WORDS.test(query);
}

function sortFor(query: string): { field: string; direction: "asc" | "desc" } {
  if (/\b(gainers?|best performing|biggest gains?|up the most)\b/i.test(query))
    return { field: "change24h", direction: "desc" };
  if (/\b(losers?|worst performing|down the most)\b/i.test(query))
    return { field: "change24h", direction: "asc" };
  if (/\bvolume\b/i.test(query)) return { field: "volume", direction: "desc" };
  if (/\bcheapest\b/i.test(query)) return { field: "price", direction: "asc" };
  if (/\bmost expensive\b/i.test(query)) return { field: "price", direction: "desc" };
  if (/\bsmallest\b/i.test(query)) return { field: "marketCap", direction: "asc" };
  return { field: "marketCap", direction: "desc" };
}

function filtersFor(query: string, category: string | null): JsonObject {
  const filters: JsonObject = {};
  if (category !== null) filters.category = category;
  const under = /\b(?:under|below|less than|cheaper than)\s+\$\s?(\d+(?:\.\d+)?)/i.exec(query);
  if (under?.[1]) filters.maxPriceUsd = Number(under[1]);
  const cap =
    /\bmarket ?cap\s+(?:over|above|of at least|more than)\s+\$\s?(\d+(?:\.\d+)?)\s*(billion|million|b|m)?\b/i.exec(
      query,
    );
  if (cap?.[1]) {
    const unit = (cap[2] ?? "").toLowerCase();
    const scale = unit.startsWith("b") ? 1e9 : unit.startsWith("m") ? 1e6 : 1;
    filters.minMarketCapUsd = Number(cap[1]) * scale;
  }
  const platforms = ["ethereum", "base", "arbitrum-one", "optimistic-ethereum", "polygon-pos"].filter((p) =>
    new RegExp(`\\bon\\s+${p.split("-")[0] ?? p}\\b`, "i").test(query),
  );
  if (platforms.length > 0) filters.platforms = platforms;
  return filters;
}

export function planCryptoScreen(
  b: DraftBuilder,
  query: string,
  category: string | null,
  e: CommonEntities,
): Draft {
  const sort = sortFor(query);
  const filters = filtersFor(query, category);
  const limit = e.count ?? 10;
  b.add(
    "coingecko_screenCoins",
    { filters, sort, limit },
    `Screen the market${category ? ` for ${category}` : ""}, sorted by ${sort.field}.`,
  );
  return b.done(
    `The query asks for a list of coins${category ? ` in the ${category} category` : ""} rather than a named coin.`,
  );
}
