#!/usr/bin/env node
// `npm start`: install what is missing, build the dashboard if its sources changed, then run the
// local stack (server/main.ts) as a child that receives our signals; exit when it exits.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ensureDeps } from "./ensure-deps.mjs";

const root = join(import.meta.dirname, "..");
const BUILD_INPUTS = [
  "src",
  "common",
  "public",
  "index.html",
  "vite.config.ts",
  "scripts/vite",
  "package-lock.json",
  "tsconfig.app.json",
];

/** Newest modification time under `path` (a file or a directory tree); 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function dashboardIsStale() {
  const built = join(root, "dist", "index.html");
  if (!existsSync(built)) return true;
  const sources = Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(root, p))));
  return sources > statSync(built).mtimeMs;
}

function buildDashboard() {
  console.log("Building the dashboard (vite build)…");
  const result = spawnSync(join(root, "node_modules", ".bin", "vite"), ["build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

/** Runs server/main.ts in one Node process (tsx as a loader, not a wrapper process). */
export function runStack(env = {}) {
  return spawn(process.execPath, ["--import", "tsx", join(root, "server", "main.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
}

async function main() {
  ensureDeps();
  if (dashboardIsStale()) buildDashboard();
  const child = runStack();
  // Ctrl-C reaches the child through the process group too; it ignores the repeat.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
