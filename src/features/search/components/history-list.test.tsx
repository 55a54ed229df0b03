import { render, screen, within } from "@testing-library/react";
import * as v from "valibot";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { planSchema } from "../api/create-plan";
import type { HistoryEntry } from "../model/history-schema";
import { defaultSearchOptions } from "../model/search-options";
import { HistoryList } from "./history-list";

const at = Date.now();
const entries: HistoryEntry[] = [
  {
    kind: "search",
    id: "failed-1",
    at,
    options: { ...defaultSearchOptions, query: "failed one" },
    result: null,
    error: { code: "INTERNAL_ERROR", message: "boom", status: 500 },
  },
  {
    kind: "plan",
    id: "plan_none",
    at,
    options: { ...defaultSearchOptions, query: "unplannable one" },
    plan: v.parse(planSchema, { id: "plan_none", status: "unplannable", steps: [], reason: "no tool" }),
    result: null,
    runAt: null,
  },
];

test("failed searches and unplannable plans say so, without a credit figure", () => {
  render(
    <MemoryRouter>
      <HistoryList title="Recent" entries={entries} onRerun={() => undefined} rerunLabel="Run again" />
    </MemoryRouter>,
  );
  const [failed, unplanned] = screen.getAllByRole("listitem");
  expect(within(failed as HTMLElement).getByText("Search · failed")).toBeInTheDocument();
  expect(within(unplanned as HTMLElement).getByText("Plan · could not be planned")).toBeInTheDocument();
  expect(screen.queryByText(/credits/)).not.toBeInTheDocument();
});
