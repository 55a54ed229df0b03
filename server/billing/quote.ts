import type { Currency } from "./currencies.ts";

/**
 * On-chain amount, in the currency's smallest unit, that buys `credits`.
 *
 * Integer arithmetic only: amount = ceil(credits × 10^decimals / creditsPerUnit). Rounding up means
 * the buyer never pays less than the credits are worth; the excess is below one smallest unit.
 */
export function quoteAmount(credits: bigint, currency: Currency): bigint {
  if (credits <= 0n) throw new RangeError("credits must be positive");
  if (currency.creditsPerUnit <= 0n) throw new RangeError(`currency ${currency.id} has no price`);
  const numerator = credits * 10n ** BigInt(currency.decimals);
  return ceilDiv(numerator, currency.creditsPerUnit);
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}
