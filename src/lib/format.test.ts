import { expect, test } from "vitest";
import { formatCredits, formatInteger, formatRelativeTime, formatUnits, percentOf } from "./format";

test("integers are grouped exactly, bigints beyond 2^53 included", () => {
  expect(formatInteger(6250)).toBe("6,250");
  expect(formatInteger(9007199254740993n)).toBe("9,007,199,254,740,993");
  expect(formatCredits(1n)).toBe("1 credit");
  expect(formatCredits(0)).toBe("0 credits");
});

test("grouping matches en-US Intl formatting, which it stands in for", () => {
  const intl = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  const bigints = [0n, 7n, 999n, 1000n, 1001n, 999_999n, 1_000_000n, -1n, -1000n, -1_234_567n, 10n ** 30n];
  for (const value of bigints) expect(formatInteger(value)).toBe(intl.format(value));
  const numbers = [0, 12, 123_456, -98_765, 2.5, -2.5, 1234.49, 0.5, Infinity, -Infinity, NaN];
  for (const value of numbers) expect(formatInteger(value)).toBe(intl.format(value));
});

test("on-chain amounts are shown in whole units without float rounding", () => {
  expect(formatUnits(10000000000000000n, 18)).toBe("0.01");
  expect(formatUnits(1234567890123456789012n, 18)).toBe("1,234.567890123456789012");
  expect(formatUnits(25000000n, 6)).toBe("25");
  expect(formatUnits(5n, 0)).toBe("5");
});

test("shares for bars stay within 0–100", () => {
  expect(percentOf(5000n, 6250n)).toBe(80);
  expect(percentOf(1n, 3n)).toBe(33.33);
  expect(percentOf(5n, 0n)).toBe(0);
  expect(percentOf(7n, 5n)).toBe(100);
});

test("relative time", () => {
  const now = Date.parse("2026-11-21T13:00:00Z");
  expect(formatRelativeTime(now - 500, now)).toBe("just now");
  expect(formatRelativeTime(now - 12_000, now)).toBe("12 s ago");
  expect(formatRelativeTime(new Date(now - 180_000), now)).toBe("3 min ago");
  expect(formatRelativeTime(now - 2 * 3_600_000, now)).toBe("2 h ago");
});
