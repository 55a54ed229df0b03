// A production build into a temp dir, so the shared dist/ that others' e2e runs serve stays untouched.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..", "..");

/** @param {string} cwd the checkout to build (another revision's worktree in `compare`) */
export function buildToTemp(cwd = root) {
  const outDir = mkdtempSync(join(tmpdir(), "bench-dist-"));
  const started = Date.now();
  const result = spawnSync(
    join(root, "node_modules", ".bin", "vite"),
    ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    { cwd, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
  console.log(`build: ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
