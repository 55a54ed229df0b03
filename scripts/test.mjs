// `npm test`: every check of the repository in one run. It keeps going after a failure so the
// totals cover every suite, and ends with the line `N passed, N failed` that CI reads.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");
const reports = mkdtempSync(join(tmpdir(), "test-reports-"));
const bin = (name) => join(root, "node_modules", ".bin", name);

/** Runs one command with its output buffered, so concurrent steps print whole blocks. */
function run(name, cmd, args, env = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Plain text: the output is buffered and CI logs are read as text.
    const { FORCE_COLOR: _, ...inherited } = process.env;
    const child = spawn(cmd, args, { cwd: root, env: { ...inherited, NO_COLOR: "1", ...env } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const finish = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n──── ${name} (${seconds} s, ${code === 0 ? "ok" : `exit ${code}`}) ────`);
      process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
      resolve({ name, ok: code === 0, seconds });
    };
    child.on("error", (error) => {
      output += `${error.message}\n`;
      finish(-1);
    });
    child.on("close", (code) => finish(code ?? -1));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

// A step without its own test count counts as one failed test when it fails.
const step = (result) => ({ ...result, passed: 0, failed: result.ok ? 0 : 1 });

async function vitest() {
  const out = join(reports, "vitest.json");
  const result = await run("vitest", bin("vitest"), [
    "run",
    "--passWithNoTests",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  const json = readJson(out);
  if (!json) return step(result);
  const failed = json.numFailedTests + (result.ok || json.numFailedTests > 0 ? 0 : 1);
  return { ...result, passed: json.numPassedTests, failed };
}

async function playwright() {
  const out = join(reports, "playwright.json");
  const result = await run("playwright", bin("playwright"), ["test"], { PLAYWRIGHT_JSON_FILE: out });
  const stats = readJson(out)?.stats;
  if (!stats) return step(result);
  const failed = stats.unexpected + (result.ok || stats.unexpected > 0 ? 0 : 1);
  return { ...result, passed: stats.expected + stats.flaky, failed };
}

async function prepare() {
  const started = Date.now();
  const deps = join(root, "scripts", "ensure-deps.mjs");
  if (existsSync(deps)) {
    const mod = await import(pathToFileURL(deps).href);
    if (typeof mod.ensureDeps === "function") await mod.ensureDeps();
  } else {
    console.warn("scripts/ensure-deps.mjs is missing: assuming node_modules is current.");
  }
  const { ensureChromium } = await import(pathToFileURL(join(root, "scripts", "ensure-chromium.mjs")).href);
  ensureChromium("e2e");
  console.log(`prepare: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const started = Date.now();
  try {
    await prepare();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
  // Two phases on CI's two cores. Vitest needs both (PGlite, anvil, jsdom), so it runs first with only
  // the build beside it; the single-threaded checks (tsc, eslint, prettier) then share the machine with
  // Playwright, which keeps both cores busy too (docs/performance.md, "npm test on 2 cores").
  // The build check reads what the build wrote (markdown-to-jsx absent, the shell chunk as its rule
  // says): about a second, beside vitest.
  const built = run("build", bin("vite"), ["build"]).then(step);
  const checked = built.then((build) =>
    build.ok
      ? run("build-check", process.execPath, [join(root, "scripts", "check-build.mjs")]).then(step)
      : { name: "build-check", seconds: "0.0", passed: 0, failed: 1 },
  );
  const [build, buildCheck, unit] = await Promise.all([built, checked, vitest()]);
  // Typecheck and type-aware lint in one process that shares the TypeScript programs between them:
  // about a quarter less CPU than `tsc -b` and `eslint .` side by side, which Playwright gets instead.
  const [checks, format, e2e] = await Promise.all([
    run("typecheck+lint", process.execPath, [join(root, "scripts", "typecheck-and-lint.mjs")]).then(step),
    run("format", bin("prettier"), ["--check", "."]).then(step),
    build.ok ? playwright() : { name: "playwright", seconds: "0.0", passed: 0, failed: 1 },
  ]);
  const results = [checks, format, build, buildCheck, unit, e2e];
  rmSync(reports, { recursive: true, force: true });

  console.log("\n──── summary ────");
  for (const r of results)
    console.log(`${r.name.padEnd(14)} ${r.seconds.padStart(6)} s  ${r.passed} passed, ${r.failed} failed`);
  console.log(`${"total".padEnd(14)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
