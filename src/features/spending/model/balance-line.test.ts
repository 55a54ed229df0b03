import { expect, test } from "vitest";
import { topUpDots } from "./balance-line";

const DAY = new Date(2026, 10, 20, 9, 0).getTime();
const MINUTE = 60_000;

test("eighteen top-ups minutes apart are one dot of that day, at the last, counting them all", () => {
  const topUps = Array.from({ length: 18 }, (_, i) => ({
    at: DAY + i * 20_000,
    credits: BigInt(100 * (i + 1)),
  }));
  expect(topUpDots(topUps, "day")).toEqual([{ at: DAY + 17 * 20_000, credits: 1800n, count: 18 }]);
  expect(topUpDots(topUps, "hour")).toHaveLength(1);
});

test("top-ups in different buckets stay apart, oldest first", () => {
  const topUps = [
    { at: DAY + 3 * 86_400_000, credits: 30n },
    { at: DAY, credits: 10n },
    { at: DAY + 90 * MINUTE, credits: 20n },
  ];
  expect(topUpDots(topUps, "day")).toEqual([
    { at: DAY + 90 * MINUTE, credits: 20n, count: 2 },
    { at: DAY + 3 * 86_400_000, credits: 30n, count: 1 },
  ]);
  expect(topUpDots(topUps, "hour").map((d) => d.count)).toEqual([1, 1, 1]);
});
