import { cellNumber, compareDecimals, isNumericCell } from "./cell-number";

describe("isNumericCell", () => {
  it.each([
    [42, true],
    [-0.65, true],
    [1e-7, true],
    ["-9.79", true],
    ["+5", true],
    ["0.000000413", true],
    ["1.62e-6", true],
    ["-3E+2", true],
    [".5", true],
    ["123456789012345678901234567890", true],
    ["", false],
    ["-", false],
    ["1,000", false],
    [" 5", false],
    ["0x1f", false],
    ["Infinity", false],
    ["NaN", false],
    ["=1+1", false],
    ["-1+1", false],
    ["1e", false],
    [true, false],
    [null, false],
    [{ n: 1 }, false],
  ])("%j → %s", (value, expected) => {
    expect(isNumericCell(value)).toBe(expected);
  });
});

function sorted(values: unknown[]): unknown[] {
  return [...values].sort((a, b) => {
    const na = cellNumber(a);
    const nb = cellNumber(b);
    if (!na || !nb) throw new Error("not numeric");
    return compareDecimals(na, nb);
  });
}

describe("compareDecimals", () => {
  it("orders negatives, decimals and exponents as numbers, not text", () => {
    expect(sorted(["-0.65", "-1.8", "-14.82", "-1.24", "-0.94", 3, "0", "-0"])).toEqual([
      "-14.82",
      "-1.8",
      "-1.24",
      "-0.94",
      "-0.65",
      "0",
      "-0",
      3,
    ]);
    expect(sorted(["0.00000162", "0.000000413", "4.2e-7", 1e-6])).toEqual([
      "0.000000413",
      "4.2e-7",
      1e-6,
      "0.00000162",
    ]);
  });

  it("compares integers beyond 2^53 exactly, where floats would call them equal", () => {
    const a = "9007199254740993";
    const b = "9007199254740992";
    expect(Number(a)).toBe(Number(b));
    const [na, nb] = [cellNumber(a), cellNumber(b)];
    expect(na && nb && compareDecimals(na, nb)).toBe(1);
    expect(sorted(["-123456789012345678901", "123456789012345678900", "123456789012345678901"])).toEqual([
      "-123456789012345678901",
      "123456789012345678900",
      "123456789012345678901",
    ]);
  });

  it("treats equal values in different notations as equal", () => {
    const pairs: [unknown, unknown][] = [
      ["1.50", 1.5],
      ["15e-1", "0.15E1"],
      ["-0.0", 0],
      ["1e21", 1e21],
    ];
    for (const [a, b] of pairs) {
      const [na, nb] = [cellNumber(a), cellNumber(b)];
      expect(na && nb && compareDecimals(na, nb)).toBe(0);
    }
  });
});
