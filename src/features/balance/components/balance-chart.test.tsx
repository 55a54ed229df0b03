import { render, screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { BalanceChart, timeLabels, valueRange } from "./balance-chart";

const AT = new Date(2026, 10, 28, 3, 10, 0).getTime();

test("the time axis never repeats a label: seconds over minutes, times over a day, dates over days", () => {
  expect(timeLabels(AT, AT + 4 * 60_000)).toEqual(["03:10:00", "03:12:00", "03:14:00"]);
  expect(timeLabels(AT, AT + 3 * 3_600_000)).toEqual(["03:10", "04:40", "06:10"]);
  expect(timeLabels(AT, AT + 10 * 86_400_000)).toEqual(["Nov 28", "Dec 3", "Dec 8"]);
  expect(timeLabels(AT, AT)).toEqual(["03:10:00", "", ""]);
});

test("a small movement of a large balance is drawn from a floor under it, and the axis says so", () => {
  const points = [
    { at: AT, total: 1_250n },
    { at: AT + 60_000, total: 1_246n },
  ];
  expect(valueRange(points)).toEqual({ lo: 1_121n, hi: 1_250n });
  expect(
    valueRange([
      { at: AT, total: 100n },
      { at: AT + 1, total: 20n },
    ]),
  ).toEqual({ lo: 0n, hi: 100n });
  render(<BalanceChart points={points} end={AT + 120_000} />);
  expect(screen.getByTestId("balance-chart-top")).toHaveTextContent("1,250 credits");
  expect(screen.getByTestId("balance-chart-floor")).toHaveTextContent("1,121");
  expect(screen.getByRole("img", { name: /^Balance over time: 2 points/ })).toBeInTheDocument();
});
