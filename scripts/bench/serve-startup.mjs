// Start-up time and resident memory of `npm run serve` (the service alone, fresh DATA_DIR), for
// two trees run interleaved: node scripts/bench/serve-startup.mjs <treeA> <treeB> [rounds].
// Prints per-run figures and medians; the load average is printed beside them.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

const [treeA, treeB, roundsArg] = process.argv.slice(2);
if (!treeA || !treeB) throw new Error("usage: serve-startup.mjs <treeA> <treeB> [rounds]");
const rounds = Number(roundsArg ?? 5);

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

function once(tree) {
  const dataDir = mkdtempSync(join(tmpdir(), "serve-bench-"));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--serve"], {
      cwd: tree,
      env: { ...process.env, DATA_DIR: dataDir, PORT: "0", DIST_DIR: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const onData = (chunk) => {
      out += chunk;
      if (!/https?:\/\/\S+:\d+/.test(out)) return;
      child.stdout.off("data", onData);
      const ms = performance.now() - started;
      // Let the process settle before reading its memory.
      setTimeout(() => {
        const kb = rssKb(child.pid);
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve({ ms, kb });
        });
        child.kill("SIGTERM");
      }, 1500);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", (c) => (out += c));
    child.once("exit", (code) => {
      if (code !== null && code !== 0) reject(new Error(`exit ${code}: ${out}`));
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = { [treeA]: [], [treeB]: [] };
for (let i = 0; i < rounds; i++) {
  for (const tree of i % 2 === 0 ? [treeA, treeB] : [treeB, treeA]) {
    const r = await once(tree);
    results[tree].push(r);
    console.log(
      `${tree}: ${r.ms.toFixed(0)} ms, ${(r.kb / 1024).toFixed(1)} MiB (load ${loadavg()[0].toFixed(2)})`,
    );
  }
}
for (const [tree, rs] of Object.entries(results)) {
  console.log(
    `median ${tree}: ${median(rs.map((r) => r.ms)).toFixed(0)} ms, ${(median(rs.map((r) => r.kb)) / 1024).toFixed(1)} MiB`,
  );
}
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
