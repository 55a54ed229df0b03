import { expect, test } from "vitest";
import { agreement } from "./bench/pair.mjs";
import { judge, loadBudgets } from "./bench/report.mjs";

const budgets = [
  ["lighthouse.mobile.*.tbt", { max: 50, hostBound: true }],
  ["table.longTasks", { max: 0 }],
];

test("a host-bound figure taken at a load above 2 is no verdict, over or not; at a load under 2 it is one", () => {
  const rows = judge({ "lighthouse.mobile.tool.tbt": 260, "lighthouse.mobile.balance.tbt": 20 }, budgets, {
    "lighthouse.mobile.tool.tbt": 10.8,
    "lighthouse.mobile.balance.tbt": 2.4,
  });
  expect(rows.map((row) => row.status)).toEqual(["over, no verdict", "ok, no verdict"]);
  const quiet = judge({ "lighthouse.mobile.tool.tbt": 260 }, budgets, { "lighthouse.mobile.tool.tbt": 1.5 });
  expect(quiet[0]?.status).toBe("OVER");
});

test("a ratio or a count is judged whatever the load", () => {
  const rows = judge({ "table.longTasks": 2 }, budgets, { "table.longTasks": 11.6 });
  expect(rows[0]).toMatchObject({ status: "OVER", budget: "<= 0", load: 11.6 });
});

test("no timed budget of the bench is in host milliseconds except Lighthouse's, which are marked host-bound", () => {
  for (const [key, budget] of loadBudgets()) {
    if (key.startsWith("lighthouse.")) expect(budget.hostBound, key).toBe(true);
    else expect(key, "a timed budget in ms").not.toMatch(/\.ms$/);
  }
});

test("a pair agrees when both copies, and the quiet run where it has a verdict, judge each budget alike", () => {
  const row = (key, status, value = 1) => ({ key, value, status, load: 4 });
  const a = [row("form.choose.ratio", "ok"), row("lighthouse.mobile.tool.lcp", "ok"), row("js.tool", "info")];
  const b = [row("form.choose.ratio", "ok"), row("lighthouse.mobile.tool.lcp", "OVER")];
  const quiet = [row("form.choose.ratio", "ok"), row("lighthouse.mobile.tool.lcp", "ok, no verdict")];
  const rows = agreement(a, b, quiet);
  expect(rows.map((r) => [r.key, r.agree])).toEqual([
    ["form.choose.ratio", true],
    ["lighthouse.mobile.tool.lcp", false],
  ]);
  // The quiet run's own verdict counts: ok there and OVER in both copies is not the same verdict.
  const overBoth = agreement([row("form.choose.ratio", "OVER")], [row("form.choose.ratio", "OVER")], quiet);
  expect(overBoth[0]?.agree).toBe(false);
  // A figure one copy did not measure (its step failed) has no verdict to agree on.
  expect(agreement([row("table.longTasks", "ok")], [], undefined)[0]?.agree).toBe(false);
  expect(agreement([], [row("table.longTasks", "ok")], undefined)[0]?.agree).toBe(false);
});
