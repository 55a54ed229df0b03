import { expect, test } from "vitest";
import { aCall } from "../../../lib/call-records/call-test-kit";
import { joinRows } from "./spend-rows";
import { spendSeries } from "./spend-summary";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date(2026, 10, 1).getTime(); // local midnight
const range = (days: number) => ({ from: START, to: START + days * DAY - 1 });
const rowsAt = (...ats: number[]) =>
  joinRows(
    ats.map((at) => aCall({ at, credits: 2n })),
    null,
  );

test("minutes of data in a thirty-day range are drawn by the hour, over those hours only", () => {
  const at = START + 10 * DAY + 14 * HOUR;
  const series = spendSeries(rowsAt(at + 60_000, at + 20 * 60_000, at + 50 * 60_000), range(30));
  expect(series.bucket).toBe("hour");
  expect(series.points).toEqual([{ at, credits: 6n }]);
});

test("a range of one day is drawn by the hour, all its hours shown", () => {
  const series = spendSeries(rowsAt(START + 9 * HOUR + 5, START + 17 * HOUR), range(1));
  expect(series.bucket).toBe("hour");
  expect(series.points).toHaveLength(24);
  expect(series.points.filter((p) => p.credits > 0n).map((p) => (p.at - START) / HOUR)).toEqual([9, 17]);
});

test("charges two days apart or more are drawn by the day, empty days included", () => {
  const twoDays = spendSeries(rowsAt(START + HOUR, START + 2 * DAY + HOUR), range(30));
  expect(twoDays.bucket).toBe("day");
  expect(twoDays.points).toHaveLength(30);
  expect(twoDays.points.slice(0, 3).map((p) => p.credits)).toEqual([2n, 0n, 2n]);
});

test("thirty days of charges are thirty daily bars", () => {
  const series = spendSeries(
    rowsAt(...Array.from({ length: 30 }, (_, i) => START + i * DAY + 12 * HOUR)),
    range(30),
  );
  expect(series.bucket).toBe("day");
  expect(series.points.map((p) => p.credits)).toEqual(Array.from({ length: 30 }, () => 2n));
});
