// Runs each measurement on its own, so one failure is reported without hiding the others.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { launchBrowser } from "./browser.mjs";
import { buildToTemp } from "./build.mjs";
import { measureLighthouse } from "./lighthouse.mjs";
import { measureRequests } from "./requests.mjs";
import { judge, loadBudgets, printTable, resultsDir } from "./report.mjs";
import { measureRouteWeights } from "./route-weights.mjs";
import { startBenchStack } from "./stack.mjs";
import { measureBigTable } from "./big-table.mjs";
import { measureSpending } from "./spending.mjs";
import { measureToolForm } from "./tool-form.mjs";

const STEPS = {
  weights: measureRouteWeights,
  form: measureToolForm,
  table: measureBigTable,
  spending: measureSpending,
  requests: measureRequests,
  // Last: it launches its own Chromium, and nothing else should share the CPU with it.
  lighthouse: measureLighthouse,
};

/** @param {string[]} argv `--only weights,form` runs a subset. */
export async function main(argv) {
  const onlyAt = argv.indexOf("--only");
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? "").split(",") : Object.keys(STEPS);
  const loadBefore = loadavg()[0];
  const outDir = buildToTemp();
  const figures = {};
  /** The 1-minute load average when each figure was taken, printed beside it. */
  const loads = {};
  const details = {};
  const failures = {};
  let stack;
  let browser;
  try {
    stack = await startBenchStack(outDir);
    browser = await launchBrowser();
    for (const name of only) {
      const step = STEPS[name];
      if (!step) throw new Error(`unknown step ${name}; known: ${Object.keys(STEPS).join(", ")}`);
      const started = Date.now();
      try {
        const result = await step({ browser, stack, outDir });
        Object.assign(figures, result.figures);
        const load = Math.round(loadavg()[0] * 10) / 10;
        for (const key of Object.keys(result.figures)) loads[key] = result.loads?.[key] ?? load;
        details[name] = result.detail;
        Object.assign(failures, result.failures ?? {});
      } catch (error) {
        failures[name] = error instanceof Error ? error.message.split("\n")[0] : String(error);
      }
      console.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser?.close();
    await stack?.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  const rows = judge(figures, loadBudgets(), loads);
  printTable(rows, failures);
  const results = resultsDir();
  mkdirSync(results, { recursive: true });
  const at = new Date().toISOString();
  // Timings mean little on a host busier than its cores; the figures say how busy it was.
  const host = { cores: availableParallelism(), load1Before: loadBefore, load1After: loadavg()[0] };
  if (Math.max(host.load1Before, host.load1After) > host.cores)
    console.log(
      `warning: load average ${host.load1After.toFixed(1)} on ${host.cores} cores; timings are inflated`,
    );
  const report = { at, host, figures, rows, failures, details };
  writeFileSync(join(results, "bench.json"), `${JSON.stringify(report, null, 2)}\n`);
  const over = rows.filter((r) => r.status === "OVER").length;
  const failed = Object.keys(failures).length;
  console.log(`\n${over} over budget, ${failed} failed; ${join(results, "bench.json")}`);
  return over + failed > 0 ? 1 : 0;
}
