import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { paths } from "../../../app/paths";
import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { LedgerMovements } from "./ledger-movements";

const AT = Date.UTC(2026, 10, 28, 3, 0);
let id = 0;
const move = (over: Partial<LedgerMovement>): LedgerMovement => ({
  id: String(++id),
  at: new Date(AT + id * 60_000).toISOString(),
  credits: -2n,
  balanceAfter: 100n,
  kind: "search",
  ref: null,
  subject: null,
  vertical: null,
  overpaid: null,
  ...over,
});

function show(movements: LedgerMovement[], stored: [string, string][] | null = []) {
  render(
    <MemoryRouter>
      <LedgerMovements movements={movements} end={AT + 3_600_000} storedByRef={stored && new Map(stored)} />
    </MemoryRouter>,
  );
}

test("each movement links to its call: the invoice, the plan, the task, the stored answer", () => {
  show(
    [
      move({ kind: "top_up", credits: 40n, ref: "inv_1" }),
      move({ kind: "plan_run", ref: "plan_1" }),
      move({ kind: "task", ref: "task_1" }),
      move({ kind: "search", ref: "search_1" }),
      move({ kind: "tool", ref: "texec_1" }),
    ],
    [
      ["search_1", "call_a"],
      ["texec_1", "call_b"],
    ],
  );
  const href = (name: RegExp) => screen.getByRole("link", { name }).getAttribute("href");
  expect(href(/Top-up of invoice inv_1/)).toBe(paths.topup({ invoice: "inv_1" }));
  expect(href(/Plan run plan_1/)).toBe(paths.plan("plan_1"));
  expect(href(/Research task task_1/)).toBe(paths.task("task_1"));
  expect(href(/Search \(plan search_1\)/)).toBe(paths.spending({ open: "call_a" }));
  expect(href(/Tool run texec_1/)).toBe(paths.spending({ open: "call_b" }));
});

test("a charge whose answer is kept on another device says so instead of linking", () => {
  show([move({ kind: "tool", ref: "texec_9" }), move({ kind: "subscription", credits: 500n })]);
  const movements = screen.getByRole("list", { name: "Movements" });
  expect(movements).toHaveTextContent("Tool run texec_9 (answer kept on another device)");
  expect(screen.queryAllByRole("link")).toEqual([]);
});

test("until this browser's answers are read, a paid call neither links nor claims another device", () => {
  show([move({ kind: "tool", ref: "texec_9" }), move({ kind: "top_up", credits: 40n, ref: "inv_1" })], null);
  const movements = screen.getByRole("list", { name: "Movements" });
  expect(movements).toHaveTextContent("Tool run texec_9");
  expect(movements).not.toHaveTextContent("another device");
  expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
    paths.topup({ invoice: "inv_1" }),
  ]);
});

test("a top-up's movement says what was overpaid, in human and smallest units", () => {
  show([
    move({
      kind: "top_up",
      credits: 10n,
      ref: "inv_2",
      overpaid: { amount: 250_000_000_000_000n, currencyId: "eth", decimals: 18 },
    }),
  ]);
  expect(screen.getByRole("link", { name: /Top-up of invoice inv_2/ })).toHaveTextContent(
    "Top-up of invoice inv_2: 0.00025 ETH overpaid (250000000000000 smallest units)",
  );
});

test("a charge is named by what it bought when the service says it, on any device", () => {
  show([
    move({ kind: "search", ref: "s_1", subject: "price of BTC", vertical: "crypto" }),
    move({ kind: "tool", ref: "texec_3", subject: "coingecko_screenCoins", vertical: "crypto" }),
    move({ kind: "task", ref: "task_3", subject: "Who builds on Base?", vertical: null }),
  ]);
  const movements = screen.getByRole("list", { name: "Movements" });
  expect(movements).toHaveTextContent(
    "Search \u201cprice of BTC\u201d (crypto) (answer kept on another device)",
  );
  expect(movements).toHaveTextContent(
    "Tool run coingecko_screenCoins (crypto) (answer kept on another device)",
  );
  expect(
    screen.getByRole("link", { name: /Research task \u201cWho builds on Base\?\u201d/ }),
  ).toHaveAttribute("href", paths.task("task_3"));
  expect(movements).not.toHaveTextContent("texec_3");
});
