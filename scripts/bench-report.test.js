import { expect, test } from "vitest";
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
