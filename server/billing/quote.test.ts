import fc from "fast-check";
import { defaultConfig } from "../config.ts";
import type { Currency } from "./currencies.ts";
import { quoteAmount } from "./quote.ts";

const [eth, usdc] = defaultConfig().currencies as [Currency, Currency];

describe("quoteAmount", () => {
  it("prices the configured currencies exactly", () => {
    expect(quoteAmount(1n, eth)).toBe(10_000_000_000_000n); // 1e18 / 100000
    expect(quoteAmount(1000n, eth)).toBe(10_000_000_000_000_000n);
    expect(quoteAmount(40n, usdc)).toBe(1_000_000n); // 40 credits = 1 USDC
    expect(quoteAmount(1_000_000n, usdc)).toBe(25_000_000_000n);
  });

  it("rounds up, so the buyer never pays less than the credits are worth", () => {
    const odd: Currency = { ...usdc, decimals: 0, creditsPerUnit: 3n };
    expect(quoteAmount(1n, odd)).toBe(1n);
    expect(quoteAmount(4n, odd)).toBe(2n);
    expect(quoteAmount(3n, odd)).toBe(1n);
  });

  it("is the smallest amount worth at least the credits, for any price", () => {
    const prices = fc.bigInt({ min: 1n, max: 10n ** 30n });
    const credits = fc.bigInt({ min: 1n, max: 10n ** 15n });
    fc.assert(
      fc.property(credits, prices, fc.integer({ min: 0, max: 30 }), (c, price, decimals) => {
        const amount = quoteAmount(c, { ...eth, decimals, creditsPerUnit: price });
        const owed = c * 10n ** BigInt(decimals);
        return amount * price >= owed && (amount - 1n) * price < owed;
      }),
    );
  });

  it("refuses non-positive credits and unpriced currencies", () => {
    expect(() => quoteAmount(0n, eth)).toThrow(RangeError);
    expect(() => quoteAmount(1n, { ...eth, creditsPerUnit: 0n })).toThrow(RangeError);
  });
});
