import { decimalFromNumber, formatDecimal, mulDecimal, parseDecimal } from "../decimal.ts";
import { arrayOf, decimalString, input, object, output, str } from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { VS_CURRENCIES, type VsCurrency } from "./coin-view.ts";
import { FRACTION_DIGITS, fromUsd } from "./conversion.ts";

interface Holding {
  coinId: string;
  amount: number;
  label?: string | null;
}

export const getPortfolioValue = defineTool<{ holdings: Holding[]; vsCurrency: VsCurrency }>({
  name: "coingecko_getPortfolioValue",
  vertical: "crypto",
  description:
    "Value a list of holdings (coin id and amount, decimals allowed) at current prices, with a total.",
  price: 3,
  inputSchema: input(
    {
      holdings: arrayOf(
        {
          type: "object",
          properties: {
            coinId: str("Coin id, e.g. ethereum", { minLength: 1 }),
            amount: {
              type: "number",
              exclusiveMinimum: 0,
              description: "Units held; decimals allowed, e.g. 0.25",
            },
            label: {
              anyOf: [{ type: "string", maxLength: 40 }, { type: "null" }],
              description: "Optional note, e.g. wallet name",
            },
          },
          required: ["coinId", "amount"],
          additionalProperties: false,
        },
        "Positions to value",
        { minItems: 1, maxItems: 50 },
      ),
      vsCurrency: str("Quote currency", { enum: [...VS_CURRENCIES], default: "usd" }),
    },
    ["holdings"],
  ),
  outputSchema: output(
    {
      vsCurrency: str("Quote currency", { enum: [...VS_CURRENCIES] }),
      positions: arrayOf(
        object(
          {
            coinId: str("Coin id"),
            symbol: str("Ticker symbol"),
            label: { type: ["string", "null"], description: "The label given in the input" },
            amount: decimalString,
            price: decimalString,
            value: decimalString,
          },
          ["coinId", "symbol", "label", "amount", "price", "value"],
        ),
        "One row per holding, in input order",
      ),
      totalValue: decimalString,
    },
    ["vsCurrency", "positions", "totalValue"],
  ),
  run({ holdings, vsCurrency }, { data }) {
    const unknown = holdings.filter((h) => !data.coins.some((c) => c.id === h.coinId));
    if (unknown.length > 0)
      throw new ToolRunError(`Unknown coin ids: ${unknown.map((h) => h.coinId).join(", ")}`);
    const digits = FRACTION_DIGITS[vsCurrency];
    let total = 0n;
    const positions = holdings.map((h) => {
      const coin = data.coins.find((c) => c.id === h.coinId);
      if (coin === undefined) throw new ToolRunError(`Unknown coin id ${h.coinId}`);
      const amount = decimalFromNumber(h.amount);
      const price = fromUsd(data.coins, parseDecimal(coin.priceUsd), vsCurrency);
      const value = mulDecimal(amount, price);
      total += value;
      return {
        coinId: coin.id,
        symbol: coin.symbol,
        label: h.label ?? null,
        amount: formatDecimal(amount),
        price: formatDecimal(price, digits),
        value: formatDecimal(value, digits),
      };
    });
    const totalValue = formatDecimal(total, digits);
    const context = `${positions.length} position${positions.length === 1 ? "" : "s"} worth ${totalValue} ${vsCurrency.toUpperCase()} in total.`;
    return Promise.resolve({ vsCurrency, positions, totalValue, context });
  },
});
