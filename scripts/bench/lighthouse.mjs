// Lighthouse 12.8, fetched ad hoc by npx (not a dependency), driving Debian's Chromium. Signed out:
// the Local profile then uses the dev key the stack serves in /config.json, so every route renders
// its signed-in page for the seeded dev account with no storage to prepare.
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromePath } from "./browser.mjs";
import { ROUTES } from "./routes.mjs";

const LIGHTHOUSE = "lighthouse@12.8";
const TIMEOUT_MS = 180_000;

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
async function lighthouseCli() {
  const bin = await run("npx", ["--yes", "-p", LIGHTHOUSE, "-c", "command -v lighthouse"]);
  return realpathSync(bin.split("\n").pop() ?? "");
}

// Each report is kept for a look at the why (lighthouse-viewer, or `jq .audits` on it).
const REPORTS = join(import.meta.dirname, "..", "..", "bench-results", "lighthouse");

async function audit(cli, url, preset, dir, id) {
  const output = join(dir, `${preset}.json`);
  const args = [url, "--output=json", `--output-path=${output}`, "--only-categories=performance"];
  args.push("--chrome-flags=--headless=new --no-sandbox", "--quiet");
  if (preset === "desktop") args.push("--preset=desktop");
  await run(process.execPath, [cli, ...args], { ...process.env, CHROME_PATH: chromePath() });
  mkdirSync(REPORTS, { recursive: true });
  copyFileSync(output, join(REPORTS, `${preset}-${id}.json`));
  const lhr = JSON.parse(readFileSync(output, "utf8"));
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: metric("total-blocking-time"),
    detail: {
      lcp: metric("largest-contentful-paint"),
      fcp: metric("first-contentful-paint"),
      mainThreadMs: metric("mainthread-work-breakdown"),
      bootupMs: metric("bootup-time"),
      // Lighthouse's own CPU benchmark of this machine at run time: low means a busy host.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      version: lhr.lighthouseVersion,
    },
  };
}

export async function measureLighthouse({ stack }) {
  const figures = {};
  const detail = {};
  const failures = {};
  const cli = await lighthouseCli();
  const dir = mkdtempSync(join(tmpdir(), "bench-lh-"));
  try {
    for (const preset of (process.env.BENCH_PRESETS ?? "mobile,desktop").split(","))
      for (const route of ROUTES) {
        const key = `lighthouse.${preset}.${route.id}`;
        try {
          const result = await audit(cli, new URL(route.path, stack.url).href, preset, dir, route.id);
          figures[`${key}.score`] = result.score;
          figures[`${key}.tbt`] = result.tbt;
          detail[key] = result.detail;
        } catch (error) {
          failures[key] = error instanceof Error ? error.message : String(error);
        }
      }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { figures, detail, failures };
}
