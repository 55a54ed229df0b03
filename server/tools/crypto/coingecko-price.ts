import { formatDecimal, parseDecimal, truncateDecimal } from "../decimal.ts";
import { arrayOf, bool, decimalString, input, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { VS_CURRENCIES, type VsCurrency } from "./coin-view.ts";
import { FRACTION_DIGITS, fromUsd } from "./conversion.ts";

interface PriceInput {
  coinIds: string[];
  vsCurrency: VsCurrency;
  includeMarketCap: boolean;
}

const nullableDecimal = { type: ["string", "null"], pattern: "^-?\\d+(\\.\\d+)?$" };

export const getCoinPrice = defineTool<PriceInput>({
  name: "coingecko_getCoinPrice",
  vertical: "crypto",
  description:
    "Current price of one or more coins (by id) in USD, EUR, BTC or ETH, optionally with market cap.",
  price: 1,
  inputSchema: input(
    {
      coinIds: arrayOf(str("Coin id", { minLength: 1 }), 'Coin ids, e.g. ["bitcoin", "ethereum"]', {
        minItems: 1,
        maxItems: 25,
        uniqueItems: true,
      }),
      vsCurrency: str("Quote currency", { enum: [...VS_CURRENCIES], default: "usd" }),
      includeMarketCap: bool("Also return the market cap in the quote currency", { default: false }),
    },
    ["coinIds"],
  ),
  outputSchema: output(
    {
      vsCurrency: str("Quote currency", { enum: [...VS_CURRENCIES] }),
      prices: arrayOf(
        object(
          {
            coinId: str("Coin id"),
            symbol: str("Ticker symbol"),
            price: decimalString,
            marketCap: { ...nullableDecimal, description: "Market cap, null unless requested" },
            priceChange24hPct: decimalString,
          },
          ["coinId", "symbol", "price", "marketCap", "priceChange24hPct"],
        ),
        "One row per known coin id, in request order",
      ),
      notFound: arrayOf(str("Coin id"), "Requested ids that are not in the dataset"),
    },
    ["vsCurrency", "prices", "notFound"],
  ),
  run({ coinIds, vsCurrency, includeMarketCap }, { data }) {
    const digits = FRACTION_DIGITS[vsCurrency];
    const notFound: string[] = [];
    const prices = coinIds.flatMap((id) => {
      const coin = data.coins.find((c) => c.id === id.trim().toLowerCase());
      if (coin === undefined) {
        notFound.push(id);
        return [];
      }
      const price = fromUsd(data.coins, parseDecimal(coin.priceUsd), vsCurrency);
      const cap = fromUsd(data.coins, parseDecimal(coin.marketCapUsd), vsCurrency);
      return [
        {
          coinId: coin.id,
          symbol: coin.symbol,
          price: formatDecimal(price, digits),
          marketCap: includeMarketCap
            ? vsCurrency === "btc" || vsCurrency === "eth"
              ? formatDecimal(cap, 4)
              : truncateDecimal(cap)
            : null,
          priceChange24hPct: coin.priceChange24hPct,
        },
      ];
    });
    if (prices.length === 0) throw new ToolRunError(`No known coin among ${coinIds.join(", ")}`);
    const listed = prices
      .map((p) => `${p.symbol.toUpperCase()} ${p.price} ${vsCurrency.toUpperCase()}`)
      .join(", ");
    const missing = notFound.length > 0 ? ` Unknown ids: ${notFound.join(", ")}.` : "";
    return Promise.resolve({ vsCurrency, prices, notFound, context: `Prices: ${listed}.${missing}` });
  },
});
