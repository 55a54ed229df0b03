import type { Coin } from "../../data/types.ts";
import { divDecimal, mulDecimal, parseDecimal } from "../decimal.ts";
import { ToolRunError } from "../types.ts";
import type { VsCurrency } from "./coin-view.ts";

/** A fixed reference rate keeps the dataset deterministic; it is not market data. */
const EUR_PER_USD = parseDecimal("0.92");

function usdPriceOf(coins: readonly Coin[], id: string): bigint {
  const coin = coins.find((c) => c.id === id);
  if (coin === undefined) throw new ToolRunError(`reference coin ${id} missing from the dataset`);
  return parseDecimal(coin.priceUsd);
}

/** Converts a USD amount (scaled decimal) into the requested quote currency. */
export function fromUsd(coins: readonly Coin[], usd: bigint, vs: VsCurrency): bigint {
  switch (vs) {
    case "usd":
      return usd;
    case "eur":
      return mulDecimal(usd, EUR_PER_USD);
    case "btc":
      return divDecimal(usd, usdPriceOf(coins, "bitcoin"));
    case "eth":
      return divDecimal(usd, usdPriceOf(coins, "ethereum"));
  }
}

/** Digits shown per quote currency: fiat to cents' hundredths, crypto to satoshi-like precision. */
export const FRACTION_DIGITS: Record<VsCurrency, number> = { usd: 8, eur: 8, btc: 12, eth: 12 };
