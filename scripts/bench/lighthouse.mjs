// Lighthouse 12.8, fetched ad hoc by npx (not a dependency), driving Debian's Chromium. Signed out:
// the Local profile then uses the dev key the stack serves in /config.json, so every route renders
// its signed-in page for the seeded dev account. That account has money in flight (three open
// invoices, one payment confirming: money-in-flight.mjs), which the dashboard took into its book in a
// profile prepared once; each audit runs on a copy of that profile with Lighthouse's storage reset
// off (its HTTP cache is dropped from the copy, so the page still loads cold).
//
// One run of a page is a poor figure: on a two-core host the same build scatters widely in TBT and
// simulated LCP (docs/performance.md). As Lighthouse's variability guide advises, each page is audited
// BENCH_LH_RUNS times (default 3, interleaved with the other pages so a busy minute does not land
// on one page) and the run Lighthouse's own computeMedianRun picks, nearest the median FCP and TTI,
// is the figure. Every run's score, TBT and LCP are kept in the JSON beside it.
//
// Each page load is audited twice from its saved trace: the judged figures come from Lighthouse's
// simulation with each main-thread task timed by the CPU time it took (lighthouse-cpu-time.mjs), so a
// busy host does not inflate them; Lighthouse's plain figures (tasks by wall time) are printed beside
// them as `….wall.*`, information. On a quiet host the two agree (docs/performance.md).
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromePath } from "./browser.mjs";
import { prepareProfile } from "./money-in-flight.mjs";
import { resultsDir } from "./report.mjs";
import { ROUTES } from "./routes.mjs";

const LIGHTHOUSE = "lighthouse@12.8";
const TIMEOUT_MS = 180_000;
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));

/** Runs a command; on timeout SIGINT goes to its own PID (Lighthouse then closes its Chromium). */
function run(cmd, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    const timer = setTimeout(() => child.kill("SIGINT"), TIMEOUT_MS);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout.trim());
      else reject(new Error(`${cmd} exited ${code ?? signal}: ${stderr.trim().split("\n").pop()}`));
    });
  });
}

/** Installs Lighthouse into npx's cache once, then returns its CLI so each audit is one node process. */
export async function lighthouseCli() {
  const bin = await run("npx", ["--yes", "-p", LIGHTHOUSE, "-c", "command -v lighthouse"]);
  return realpathSync(bin.split("\n").pop() ?? "");
}

// Each report is kept for a look at the why (lighthouse-viewer, or `jq .audits` on it).
const reportsDir = () => join(resultsDir(), "lighthouse");

/**
 * One Lighthouse run: one page load, audited twice from the same saved trace and network log. `lhr`
 * is the audit whose simulation times each main-thread task by its CPU time (lighthouse-cpu-time.mjs):
 * the figure judged, the same at any load. `wall` is Lighthouse's plain audit (tasks by wall time),
 * kept beside it. `profile` (a user data dir) is the browser's profile, kept as it is (no storage
 * reset); without it Lighthouse's own fresh profile.
 */
export async function audit(cli, url, preset, dir, id, attempt, profile) {
  const name = `${preset}-${id}-${attempt}`;
  const output = join(dir, `${name}.json`);
  const wallOutput = join(dir, `${name}.wall.json`);
  const artifacts = join(dir, `${name}.artifacts`);
  const args = [url, "--output=json", "--only-categories=performance"];
  // Chromium takes the last --user-data-dir it is given: this one, after chrome-launcher's own.
  const profileFlag = profile ? ` --user-data-dir=${profile}` : "";
  args.push(`--chrome-flags=--headless=new --no-sandbox${profileFlag}`, "--quiet");
  if (profile) args.push("--disable-storage-reset");
  if (preset === "desktop") args.push("--preset=desktop");
  const env = { ...process.env, CHROME_PATH: chromePath() };
  await run(process.execPath, [CPU_TIME, cli, ...args, `-GA=${artifacts}`, `--output-path=${output}`], env);
  await run(process.execPath, [cli, ...args, `-A=${artifacts}`, `--output-path=${wallOutput}`], env);
  rmSync(artifacts, { recursive: true, force: true });
  const lhr = readReport(output);
  const wall = readReport(wallOutput);
  // The page measured the account with money in flight only if it read the prepared book: it then
  // starts the chain watch, whose worker is among the requests. (A file's time in the profile proves
  // nothing: Chromium 156 leaves "Local State" untouched when Lighthouse ends it.)
  if (profile && !watchedTheChain(lhr))
    throw new Error(
      "the page did not start the chain watch: Lighthouse's Chromium did not read the prepared profile (money in flight)",
    );
  return { lhr, wall, file: output, wallFile: wallOutput };
}

const CPU_TIME = fileURLToPath(new URL("./lighthouse-cpu-time.mjs", import.meta.url));

function readReport(file) {
  const lhr = JSON.parse(readFileSync(file, "utf8"));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** Whether the audited page loaded the deposit watch's worker (model/watch-worker.ts). */
export function watchedTheChain(lhr) {
  const items = lhr.audits?.["network-requests"]?.details?.items ?? [];
  return items.some((item) => /\/watch-worker-[\w-]+\.js$/.test(new URL(item.url).pathname));
}

const metric = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

/** The figures of one audit that a budget may judge. */
function judgedFigures(lhr) {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: metric(lhr, "total-blocking-time"),
    lcp: metric(lhr, "largest-contentful-paint"),
  };
}

/** What else explains an audit, kept in bench.json. */
function context(lhr) {
  return {
    fcp: metric(lhr, "first-contentful-paint"),
    mainThreadMs: metric(lhr, "mainthread-work-breakdown"),
    bootupMs: metric(lhr, "bootup-time"),
    // Lighthouse's own CPU benchmark of this machine at run time: low means a busy host.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

function summary(lhr) {
  return { ...judgedFigures(lhr), ...context(lhr) };
}

/**
 * One page load's figures under `prefix`: `<prefix>.score`, `.tbt`, `.lcp` of the judged audit (tasks
 * by CPU time), and the same under `<prefix>.wall.` of Lighthouse's plain one.
 * @param {string} prefix @param {{lhr: any, wall: any}} audited what `audit` returned
 */
export function figuresOf(prefix, { lhr, wall }) {
  /** @type {Record<string, number>} */
  const figures = {};
  for (const [name, report] of [
    [prefix, lhr],
    [`${prefix}.wall`, wall],
  ])
    for (const [figure, value] of Object.entries(judgedFigures(report))) figures[`${name}.${figure}`] = value;
  return figures;
}

export async function measureLighthouse({ stack }) {
  const figures = {};
  /** The load average as each page's last run ended: these figures move with the host's speed. */
  const loads = {};
  const detail = {};
  const failures = {};
  const cli = await lighthouseCli();
  // Lighthouse's own median pick, from the copy npx installed (the CLI is <package>/cli/index.js).
  const { computeMedianRun } = await import(
    pathToFileURL(join(dirname(cli), "..", "core", "lib", "median-run.js")).href
  );
  const dir = mkdtempSync(join(tmpdir(), "bench-lh-"));
  const profile = await prepareProfile(stack, chromePath());
  const presets = (process.env.BENCH_PRESETS ?? "mobile,desktop").split(",");
  /** @type {Map<string, {runs: {lhr: any, wall: any, file: string, wallFile: string}[], preset: string, id: string}>} */
  const pages = new Map();
  try {
    for (let attempt = 0; attempt < RUNS; attempt++)
      for (const preset of presets)
        for (const route of ROUTES) {
          const key = `lighthouse.${preset}.${route.id}`;
          if (!pages.has(key)) pages.set(key, { runs: [], preset, id: route.id });
          const copy = profile.copy();
          try {
            const url = new URL(route.path, stack.url).href;
            pages.get(key)?.runs.push(await audit(cli, url, preset, dir, route.id, attempt, copy));
            // The busiest of the page's runs is the load its figure is given with.
            loads[key] = Math.max(loads[key] ?? 0, Math.round(loadavg()[0] * 10) / 10);
          } catch (error) {
            failures[key] = error instanceof Error ? error.message : String(error);
          } finally {
            rmSync(copy, { recursive: true, force: true });
          }
        }
    const REPORTS = reportsDir();
    mkdirSync(REPORTS, { recursive: true });
    for (const [key, { runs, preset, id }] of pages) {
      if (runs.length === 0 || key in failures) continue;
      const median = computeMedianRun(runs.map((one) => one.lhr));
      const picked = runs.find((one) => one.lhr === median);
      if (!picked) throw new Error("Lighthouse's computeMedianRun returned none of the runs");
      copyFileSync(picked.file, join(REPORTS, `${preset}-${id}.json`));
      copyFileSync(picked.wallFile, join(REPORTS, `${preset}-${id}.wall.json`));
      // Beside the judged figures, Lighthouse's plain ones of the same page load (information: its
      // tasks by wall time, so they move with the host's load).
      const page = figuresOf(key, picked);
      Object.assign(figures, page);
      for (const figure of Object.keys(page)) loads[figure] = loads[key];
      detail[key] = {
        ...context(median),
        version: median.lighthouseVersion,
        runs: runs.map((one) => ({ ...summary(one.lhr), wall: judgedFigures(one.wall) })),
        note: `run nearest the median FCP and TTI of ${runs.length} (Lighthouse's computeMedianRun); tasks by CPU time`,
      };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    profile.remove();
  }
  return { figures, detail, failures, loads };
}
