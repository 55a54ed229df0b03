// Compares figures with bench/budgets.json (keys may hold one `*` segment) and prints the table.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = join(import.meta.dirname, "..", "..");

/**
 * Where a run writes bench.json and Lighthouse's reports: `bench-results/`, or `BENCH_RESULTS` (a
 * path), so two copies of the bench can run side by side without writing over each other (pair.mjs).
 */
export const resultsDir = () =>
  process.env.BENCH_RESULTS ? resolve(process.env.BENCH_RESULTS) : join(root, "bench-results");

export function loadBudgets() {
  const raw = JSON.parse(readFileSync(join(root, "bench", "budgets.json"), "utf8"));
  return Object.entries(raw).filter(([key]) => !key.startsWith("$"));
}

function matches(pattern, key) {
  const re = new RegExp(
    `^${pattern
      .split("*")
      .map((p) => p.replace(/[.]/g, "\\."))
      .join("[^.]+")}$`,
  );
  return re.test(key);
}

/**
 * @param {Record<string, number>} figures
 * @param {Record<string, number>} [loads] the load average when each figure was taken
 */
export function judge(figures, budgets, loads = {}) {
  return Object.entries(figures).map(([key, value]) => {
    const found = budgets.find(([pattern]) => matches(pattern, key));
    const load = loads[key];
    if (!found) return { key, value, budget: "", status: "info", load };
    const [, budget] = found;
    const over = budget.max !== undefined ? value > budget.max : value < budget.min;
    const text = budget.max !== undefined ? `<= ${budget.max}` : `>= ${budget.min}`;
    return { key, value, budget: text, label: budget.label, status: over ? "OVER" : "ok", load };
  });
}

export function printTable(rows, failures) {
  const width = Math.max(...rows.map((r) => r.key.length), 10);
  // The load average beside each figure: a timing taken on a busy host says so on its own line.
  console.log(
    `\n${"figure".padEnd(width)}  ${"value".padStart(9)}  ${"budget".padEnd(9)}  ${"load".padStart(5)}  status`,
  );
  for (const row of rows)
    console.log(
      `${row.key.padEnd(width)}  ${String(row.value).padStart(9)}  ${row.budget.padEnd(9)}  ` +
        `${(row.load === undefined ? "" : row.load.toFixed(1)).padStart(5)}  ${row.status}`,
    );
  for (const [name, message] of Object.entries(failures))
    console.log(`${name.padEnd(width)}  ${"FAILED".padStart(9)}  ${"".padEnd(9)}  ${message}`);
}
