import {
  decimalFromNumber,
  divDecimal,
  formatDecimal,
  formatUnits,
  mulDecimal,
  parseDecimal,
} from "./decimal.ts";

describe("fixed-point decimals", () => {
  it("round-trips decimal strings and multiplies exactly", () => {
    expect(formatDecimal(parseDecimal("-0012.3400"))).toBe("-12.34");
    expect(formatDecimal(mulDecimal(parseDecimal("0.1"), parseDecimal("0.2")))).toBe("0.02");
    expect(formatDecimal(divDecimal(parseDecimal("1"), parseDecimal("3")), 4)).toBe("0.3333");
    expect(formatDecimal(parseDecimal("-0.00001"), 2)).toBe("0");
  });

  it("reads JSON numbers in exponent form", () => {
    expect(formatDecimal(decimalFromNumber(1e-7))).toBe("0.0000001");
    expect(formatDecimal(decimalFromNumber(1e21))).toBe("1000000000000000000000");
    expect(() => decimalFromNumber(Number.NaN)).toThrow();
  });

  it("formats token units", () => {
    expect(formatUnits(250_500_000n, 6)).toBe("250.5");
    expect(formatUnits(5n, 0)).toBe("5");
    expect(formatUnits(-1n, 18)).toBe("-0.000000000000000001");
  });
});
