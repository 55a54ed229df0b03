import type { Coin } from "../../data/types.ts";
import { arrayOf, input, limit, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { coinSummary, coinSummarySchema } from "./coin-view.ts";

/** Exact symbol or id first, then prefixes, then substrings; market cap breaks ties, as CoinGecko does. */
function score(coin: Coin, q: string): number {
  if (coin.symbol === q || coin.id === q || coin.name.toLowerCase() === q) return 3;
  if (coin.symbol.startsWith(q) || coin.name.toLowerCase().startsWith(q)) return 2;
  if (coin.id.includes(q) || coin.name.toLowerCase().includes(q)) return 1;
  return 0;
}

export const searchCoin = defineTool<{ query: string; limit: number }>({
  name: "coingecko_searchCoin",
  vertical: "crypto",
  description:
    "Search coins by name, symbol or id. Returns matching coins ordered by relevance, then market cap rank.",
  price: 1,
  inputSchema: input(
    {
      query: str("Name, symbol or id to look for, e.g. 'eth' or 'Chainlink'", {
        minLength: 1,
        maxLength: 100,
      }),
      limit: limit(50, 10),
    },
    ["query"],
  ),
  outputSchema: output({ coins: arrayOf(coinSummarySchema, "Matching coins, best first") }, ["coins"]),
  run({ query, limit: max }, { data }) {
    const q = query.trim().toLowerCase();
    const coins = data.coins
      .map((coin) => ({ coin, score: score(coin, q) }))
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score || a.coin.marketCapRank - b.coin.marketCapRank)
      .slice(0, max)
      .map((m) => coinSummary(m.coin));
    const first = coins[0];
    if (first === undefined) throw new ToolRunError(`No coin matches "${query}"`);
    const context = `Found ${coins.length} coin${coins.length === 1 ? "" : "s"} for "${query}"; best match ${first.name} (${first.symbol.toUpperCase()}, id ${first.id}, rank #${first.marketCapRank}).`;
    return Promise.resolve({ coins, context });
  },
});
