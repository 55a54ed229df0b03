// `npm run bench -- pair [--only …]`: two copies of the bench side by side, each with its own build,
// stack (free ports, its own data dir), browser, Lighthouse profile and results folder
// (`bench-results/pair-a`, `pair-b`), so the host runs at about twice the load of one bench. The
// table says whether the two copies, and the last `npm run bench` in `bench-results/bench.json` where
// it measured the figure, give each budget the same verdict: the issue's "two runs at different loads
// agree".
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { resultsDir } from "./report.mjs";

const root = join(import.meta.dirname, "..", "..");

/** @typedef {{key: string, value: number, status: string, load?: number}} Row */

/** A row's verdict, or null when it has none (information, or a status this bench no longer gives). */
export function verdictOf(row) {
  if (row === undefined) return null;
  if (row.status === "ok" || row.status === "OVER") return row.status;
  return null;
}

/**
 * Per budgeted figure: the two copies' verdicts and the quiet run's, and whether they agree. The
 * quiet run counts only where it has a verdict (it may not have measured the figure).
 * @param {Row[]} a @param {Row[]} b @param {Row[] | undefined} quiet
 */
export function agreement(a, b, quiet) {
  const byKey = (rows) => new Map((rows ?? []).map((row) => [row.key, row]));
  const [rowsA, rowsB, rowsQuiet] = [byKey(a), byKey(b), byKey(quiet)];
  // Every budgeted figure either copy measured: one that only one copy has is a difference too.
  const keys = [...new Set([...a, ...b].filter((row) => row.status !== "info").map((row) => row.key))];
  return keys.map((key) => {
    const [one, other, before] = [rowsA.get(key), rowsB.get(key), rowsQuiet.get(key)];
    const verdicts = { a: verdictOf(one), b: verdictOf(other), quiet: verdictOf(before) };
    const agree =
      verdicts.a !== null &&
      verdicts.a === verdicts.b &&
      (verdicts.quiet === null || verdicts.quiet === verdicts.a);
    return { key, a: one, b: other, quiet: before, verdicts, agree };
  });
}

/** Runs one copy, its output into `<dir>/bench.log`; resolves with its exit code. */
function runCopy(name, dir, argv) {
  mkdirSync(dir, { recursive: true });
  const log = createWriteStream(join(dir, "bench.log"));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, "scripts", "bench.mjs"), ...argv], {
      cwd: root,
      env: { ...process.env, BENCH_RESULTS: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    // The steps' progress lines, named by copy; the full output is in the log.
    child.stdout.on("data", (chunk) => {
      log.write(chunk);
      for (const line of String(chunk).split("\n"))
        if (/^(build|weights|form|table|spending|requests|lighthouse): /.test(line))
          console.log(`${name}: ${line}`);
    });
    child.stderr.on("data", (chunk) => log.write(chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      log.end();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const readRows = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).rows : undefined);

const cell = (row) =>
  row === undefined ? "—" : `${row.value} (${row.load === undefined ? "?" : row.load.toFixed(1)})`;

export async function pair(argv) {
  const base = resultsDir();
  const quiet = readRows(join(base, "bench.json"));
  const copies = [
    { name: "a", dir: join(base, "pair-a") },
    { name: "b", dir: join(base, "pair-b") },
  ];
  const started = Date.now();
  console.log(`pair: two copies side by side, load average ${loadavg()[0].toFixed(1)} at the start`);
  const codes = await Promise.all(copies.map((copy) => runCopy(copy.name, copy.dir, argv)));
  const [rowsA, rowsB] = copies.map((copy) => readRows(join(copy.dir, "bench.json")));
  if (!rowsA || !rowsB) {
    console.log(`a copy wrote no bench.json (exit ${codes.join(", ")}); see ${base}/pair-*/bench.log`);
    return 1;
  }
  const rows = agreement(rowsA, rowsB, quiet);
  const width = Math.max(...rows.map((row) => row.key.length), 10);
  console.log(
    `\n${"figure".padEnd(width)}  ${"copy a (load)".padStart(16)}  ${"copy b (load)".padStart(16)}  ` +
      `${"quiet run (load)".padStart(16)}  verdicts a / b / quiet`,
  );
  for (const row of rows)
    console.log(
      `${row.key.padEnd(width)}  ${cell(row.a).padStart(16)}  ${cell(row.b).padStart(16)}  ` +
        `${cell(row.quiet).padStart(16)}  ${row.verdicts.a ?? "—"} / ${row.verdicts.b ?? "—"} / ` +
        `${row.verdicts.quiet ?? "—"}${row.agree ? "" : "   DIFFERENT"}`,
    );
  const differ = rows.filter((row) => !row.agree);
  console.log(
    `\ncopies exited ${codes.join(" and ")} (1: a budget over or a step failed); ` +
      `${quiet ? `quiet run: ${join(base, "bench.json")}` : "no quiet run in bench.json to compare with"}; ` +
      `${((Date.now() - started) / 60_000).toFixed(1)} min; logs in ${base}/pair-{a,b}/bench.log`,
  );
  console.log(
    differ.length === 0
      ? "the same verdict on every budget"
      : `${differ.length} budget(s) without the same verdict: ${differ.map((row) => row.key).join(", ")}`,
  );
  return differ.length === 0 ? 0 : 1;
}
