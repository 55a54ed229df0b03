import { expect, test } from "vitest";
import { agreement } from "./bench/pair.mjs";
import { judge, loadBudgets } from "./bench/report.mjs";

import { timeTasksByCpu } from "./bench/cpu-time.mjs";

const budgets = [
  ["lighthouse.mobile.*.tbt", { max: 50 }],
  ["table.longTasks", { max: 0 }],
];

test("every budgeted figure is judged whatever the load, which is printed beside it", () => {
  const rows = judge({ "lighthouse.mobile.tool.tbt": 60, "table.longTasks": 2, "js.tool": 90 }, budgets, {
    "lighthouse.mobile.tool.tbt": 10.8,
    "table.longTasks": 11.6,
    "js.tool": 0.4,
  });
  expect(rows).toMatchObject([
    { key: "lighthouse.mobile.tool.tbt", status: "OVER", budget: "<= 50", load: 10.8 },
    { key: "table.longTasks", status: "OVER", budget: "<= 0", load: 11.6 },
    { key: "js.tool", status: "info", load: 0.4 },
  ]);
});

test("Lighthouse's plain wall-time figures beside the judged ones are information, not budgets", () => {
  const rows = judge(
    { "lighthouse.mobile.tool.wall.tbt": 140, "lighthouse.mobile.tool.tbt": 0 },
    loadBudgets(),
  );
  expect(rows.map((row) => row.status)).toEqual(["info", "ok"]);
});

test("no budget of the bench is in host milliseconds, and none is left to the host's load", () => {
  for (const [key, budget] of loadBudgets()) {
    expect(budget, key).not.toHaveProperty("hostBound");
    // Lighthouse's simulated figures are the only ones in ms; their tasks are timed by CPU time.
    if (!key.startsWith("lighthouse.")) expect(key, "a timed budget in ms").not.toMatch(/\.ms$/);
  }
});

test("Lighthouse's simulated tasks take their CPU time where the trace has it and it is the smaller", () => {
  class CPUNode {
    constructor(event, correctedEndTs) {
      this.event = event;
      this.correctedEndTs = correctedEndTs;
    }
    get duration() {
      return (this.correctedEndTs ?? this.event.ts + this.event.dur) - this.event.ts;
    }
  }
  timeTasksByCpu(CPUNode);
  // 18 ms of wall time of which 10 ms on the CPU: 10 ms, so 40 ms simulated at 4x, not 72.
  expect(new CPUNode({ ts: 1000, dur: 18_000, tdur: 10_000 }).duration).toBe(10_000);
  // No thread time in the trace: the wall time, as Lighthouse has it.
  expect(new CPUNode({ ts: 1000, dur: 18_000 }).duration).toBe(18_000);
  // Lantern's own correction of overlapping tasks stays the bound.
  expect(new CPUNode({ ts: 1000, dur: 18_000, tdur: 12_000 }, 9000).duration).toBe(8000);
  expect(() => timeTasksByCpu(class {})).toThrow(/no duration getter/);
});

test("a pair agrees when both copies, and the quiet run where it measured the figure, judge each budget alike", () => {
  const row = (key, status, value = 1) => ({ key, value, status, load: 4 });
  const a = [row("form.choose.ratio", "ok"), row("lighthouse.mobile.tool.lcp", "ok"), row("js.tool", "info")];
  const b = [row("form.choose.ratio", "ok"), row("lighthouse.mobile.tool.lcp", "OVER")];
  const quiet = [row("form.choose.ratio", "ok"), row("lighthouse.mobile.tool.lcp", "ok")];
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
