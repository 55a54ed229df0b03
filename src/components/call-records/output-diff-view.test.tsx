import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, test } from "vitest";
import { OutputDiffView } from "./output-diff-view";

const answer = (id: string, balance: number, price: number) => ({
  id,
  summary: "BTC",
  rawData: [{ stepId: `step-${id}`, output: { price } }],
  account: { balance, balanceTimestamp: `2026-11-28T01:0${balance % 10}:00Z` },
});

const region = () => screen.getByRole("region", { name: "Changes since the stored answer of this search" });

test("a re-run with the same answer says so, its ids, balance and times aside until asked for", async () => {
  render(<OutputDiffView before={answer("a", 10, 1)} after={answer("b", 8, 1)} label="this search" />);
  expect(region()).toHaveTextContent(
    "Same answer: nothing added, removed or changed (only ids, balances or times differ: 4).",
  );
  await userEvent.click(screen.getByRole("checkbox", { name: "Show ids, balances and times" }));
  expect(within(region()).getByText("account.balance: 10 → 8")).toBeInTheDocument();
  expect(within(region()).getByText('id: "a" → "b"')).toBeInTheDocument();
});

test("a changed answer lists each changed path with its old and new value", () => {
  render(<OutputDiffView before={answer("a", 10, 1)} after={answer("b", 8, 2)} label="this search" />);
  expect(region()).toHaveTextContent("Changed (1)");
  expect(within(region()).getByText("rawData[0].output.price: 1 → 2")).toBeInTheDocument();
  expect(region()).not.toHaveTextContent("account.balance");
});
