// Compares builds of several git revisions on the same figures, in interleaved rounds: the way a
// mechanism's gain is measured (docs/performance.md). Each revision is built from a temporary git
// worktree into a temp dir and served by a stack of its own; each round takes every revision in
// turn, so a busy minute of the host falls on all of them alike.
//
//   node scripts/bench.mjs compare HEAD bench/no-flush-sync          # form figures
//   node scripts/bench.mjs compare --only form,lighthouse HEAD other  # and a tool page's Lighthouse
//
// BENCH_RUNS rounds (default 7); the Lighthouse step audits BENCH_ROUTES (default: tool), mobile; the
// `lcp` step loads the same pages in Chromium with the mobile throttling applied for real and reads
// the browser's own largest contentful paint (throttled-lcp.mjs).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromePath, launchBrowser } from "./browser.mjs";
import { buildToTemp } from "./build.mjs";
import { audit, figuresOf, lighthouseCli } from "./lighthouse.mjs";
import { prepareProfile } from "./money-in-flight.mjs";
import { median, RUNS } from "./repeat.mjs";
import { ALL_ROUTES } from "./routes.mjs";
import { startBenchStack } from "./stack.mjs";
import { throttledLcp } from "./throttled-lcp.mjs";
import { once as formOnce } from "./tool-form.mjs";

const root = join(import.meta.dirname, "..", "..");

/** Builds `ref` into a temp dir through a detached worktree that shares this checkout's node_modules. */
function buildRef(ref) {
  const tree = mkdtempSync(join(tmpdir(), "bench-tree-"));
  execFileSync("git", ["worktree", "add", "--detach", "--quiet", tree, ref], { cwd: root });
  try {
    symlinkSync(join(root, "node_modules"), join(tree, "node_modules"));
    return buildToTemp(tree);
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: root });
  }
}

export async function compare(argv) {
  const onlyAt = argv.indexOf("--only");
  const steps = onlyAt >= 0 ? (argv[onlyAt + 1] ?? "").split(",") : ["form"];
  const refs = argv.filter((_, index) => onlyAt < 0 || (index !== onlyAt && index !== onlyAt + 1));
  if (refs.length < 2) throw new Error("name at least two git revisions");
  const routeIds = (process.env.BENCH_ROUTES ?? "tool").split(",");
  const routes = ALL_ROUTES.filter((route) => routeIds.includes(route.id));
  const variants = refs.map((ref) => ({
    ref,
    outDir: buildRef(ref),
    stack: undefined,
    profile: undefined,
    samples: [],
  }));
  const loads = [loadavg()[0]];
  let browser;
  const lhDir = mkdtempSync(join(tmpdir(), "bench-lh-"));
  try {
    for (const variant of variants) variant.stack = await startBenchStack(variant.outDir);
    browser = await launchBrowser();
    const cli = steps.includes("lighthouse") ? await lighthouseCli() : undefined;
    const lcp = steps.includes("lcp");
    // Each stack's dev account with money in flight, taken into a profile by that stack's build.
    if (cli || lcp)
      for (const variant of variants) variant.profile = await prepareProfile(variant.stack, chromePath());
    for (let round = 0; round < RUNS; round++) {
      for (const variant of variants) {
        const sample = {};
        if (steps.includes("form")) {
          const { cold, warm } = await formOnce(browser, variant.stack);
          sample.choose = cold.painted;
          sample.switch = warm.painted;
        }
        for (const route of cli ? routes : []) {
          const url = new URL(route.path, variant.stack.url).href;
          const copy = variant.profile.copy();
          const audited = await audit(
            cli,
            url,
            "mobile",
            lhDir,
            `${route.id}-${round}`,
            variants.indexOf(variant),
            copy,
          ).finally(() => rmSync(copy, { recursive: true, force: true }));
          // The judged figures (tasks by CPU time), and Lighthouse's plain ones of the same load.
          Object.assign(sample, figuresOf(route.id, audited));
        }
        for (const route of lcp ? routes : []) {
          const copy = variant.profile.copy();
          const url = new URL(route.path, variant.stack.url).href;
          const paint = await throttledLcp(chromePath(), copy, url).finally(() =>
            rmSync(copy, { recursive: true, force: true }),
          );
          sample[`${route.id}.throttledLcp`] = paint.lcp;
          sample[`${route.id}.lcpElement`] = paint.element;
        }
        sample.load = Math.round(loadavg()[0] * 10) / 10;
        variant.samples.push(sample);
      }
      loads.push(loadavg()[0]);
      console.log(`round ${round + 1}/${RUNS}: load average ${loadavg()[0].toFixed(1)}`);
    }
  } finally {
    await browser?.close();
    for (const variant of variants) {
      variant.profile?.remove();
      await variant.stack?.stop();
      rmSync(variant.outDir, { recursive: true, force: true });
    }
    rmSync(lhDir, { recursive: true, force: true });
  }
  const keys = Object.keys(variants[0].samples[0] ?? {});
  const rows = variants.map((variant) => ({
    ref: variant.ref,
    ...Object.fromEntries(
      keys.map((key) => {
        const values = variant.samples.map((s) => s[key]);
        // Words (which element was the largest paint) are listed; figures get their median first.
        const all = `(${values.join("/")})`;
        return [key, typeof values[0] === "string" ? all : `${median(values)} ${all}`];
      }),
    ),
  }));
  console.table(rows);
  console.log(
    `median of ${RUNS} interleaved rounds; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
}
