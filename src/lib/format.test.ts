import { expect, test } from "vitest";
import {
  formatCredits,
  formatDate,
  formatDateTime,
  formatInteger,
  formatMonthDay,
  formatRelativeTime,
  formatUnits,
  percentOf,
} from "./format";

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

test("dates and times read as en-US Intl writes them, every month and both halves of the day", () => {
  const times: number[] = [];
  for (let month = 0; month < 12; month++)
    times.push(new Date(2026, month, month * 2 + 1, month * 2, month * 5, 7).getTime());
  times.push(
    new Date(2026, 11, 31, 0, 0, 0).getTime(),
    new Date(2027, 0, 1, 12, 0, 9).getTime(),
    new Date(1999, 6, 4, 11, 59, 59).getTime(),
    new Date(2026, 4, 9, 23, 59, 59).getTime(),
  );
  for (const at of times) {
    expect(formatMonthDay(at)).toBe(
      new Date(at).toLocaleDateString("en-US", { month: "short", day: "numeric" }),
    );
    expect(formatDate(at)).toBe(new Date(at).toLocaleDateString("en-US"));
    expect(formatDateTime(at)).toBe(new Date(at).toLocaleString("en-US"));
  }
  expect(formatDateTime(new Date(2026, 11, 7, 15, 4, 5).getTime())).toBe("12/7/2026, 3:04:05 PM");
  expect(formatMonthDay(new Date(2026, 11, 7).getTime())).toBe("Dec 7");
});
