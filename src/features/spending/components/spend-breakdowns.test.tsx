import { render, screen, within } from "@testing-library/react";
import { expect, test } from "vitest";
import { aCall } from "../../../lib/call-records/call-test-kit";
import { joinRows } from "../model/spend-rows";
import { spendSeries } from "../model/spend-summary";
import { DailyTable } from "./daily-table";
import { SpendBreakdowns } from "./spend-breakdowns";

const LONG = "secfilings_getCompanyFilingsWithExhibitsAndAmendments";

test("at 360 px the break-down labels are whole: wrapped, never cut to a letter", () => {
  Object.assign(window, { innerWidth: 360 });
  const rows = joinRows(
    [
      aCall({ kind: "search", vertical: "company", subject: "q", credits: 3n }),
      aCall({ kind: "tool", vertical: "crypto", subject: LONG, credits: 2n }),
    ],
    null,
  );
  render(<SpendBreakdowns rows={rows} />);
  const byTool = screen.getByRole("region", { name: "By tool" });
  const label = within(byTool).getByRole("rowheader", { name: LONG });
  expect(label).toHaveTextContent(LONG);
  expect(label.className).not.toMatch(/\btruncate\b|\bmax-w-0\b/);
  expect(label.className).toMatch(/break-words/);
  const byKind = screen.getByRole("region", { name: "By kind" });
  expect(
    within(byKind)
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent),
  ).toEqual(["Search", "Tool"]);
});

test("the figures table follows the bucket: hours for a short span, days for a long one", () => {
  const at = new Date(2026, 10, 5, 14, 20).getTime();
  const from = new Date(2026, 10, 1).getTime();
  const to = new Date(2026, 10, 30, 23, 59).getTime();
  const minutes = spendSeries(joinRows([aCall({ at, credits: 2n })], null), { from, to });
  const { unmount } = render(<DailyTable series={minutes} />);
  expect(screen.getByText("Hourly figures")).toBeInTheDocument();
  const hours = screen.getByRole("table", { name: "Credits spent per hour" });
  expect(within(hours).getAllByRole("row")).toHaveLength(2);
  expect(within(hours).getByRole("columnheader", { name: "Hour" })).toBeInTheDocument();
  expect(within(hours).getByText("2026-11-05 14:00")).toBeInTheDocument();
  unmount();
  const days = spendSeries(
    joinRows([aCall({ at, credits: 2n }), aCall({ at: at + 3 * 86_400_000, credits: 1n })], null),
    { from, to },
  );
  render(<DailyTable series={days} />);
  const table = screen.getByRole("table", { name: "Credits spent per day" });
  expect(within(table).getAllByRole("row")).toHaveLength(31);
  expect(within(table).getByRole("columnheader", { name: "Day" })).toBeInTheDocument();
});
