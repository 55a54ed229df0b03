#!/usr/bin/env node
// `npm run dev`: the local stack without the built dashboard, plus Vite with hot reload. Vite
// proxies the service paths to the stack (vite.config.ts), so the browser sees one origin.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ensureDeps } from "./ensure-deps.mjs";
import { runStack } from "./start.mjs";

const root = join(import.meta.dirname, "..");
const port = process.env.PORT || "8787";
const stackUrl = `http://127.0.0.1:${port}`;
// Vite forwards the browser's Host and Origin unchanged (changeOrigin: false), so the stack must
// accept the dev server's own address; strictPort keeps Vite on it instead of the next free port.
const devPort = process.env.DEV_PORT || "5173";
const allowedHosts = [process.env.ALLOWED_HOSTS, `127.0.0.1:${devPort}`, `localhost:${devPort}`]
  .filter(Boolean)
  .join(",");

async function waitForStack(stack) {
  for (;;) {
    if (stack.exitCode !== null) throw new Error("the stack exited before it was ready");
    try {
      if ((await fetch(`${stackUrl}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  ensureDeps();
  const stack = runStack({ DIST_DIR: "", PORT: port, ALLOWED_HOSTS: allowedHosts });
  const children = [stack];
  let stopping = false;
  const stopAll = (signal = "SIGTERM") => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill(signal);
  };
  let exitCode = 0;
  const onExit = (code) => {
    exitCode ||= code ?? 0;
    stopAll();
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(signal));
  stack.on("exit", onExit);
  await waitForStack(stack);
  if (stopping) return;
  const vite = spawn(join(root, "node_modules", ".bin", "vite"), ["--port", devPort, "--strictPort"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, STACK_URL: stackUrl },
  });
  children.push(vite);
  vite.on("exit", onExit);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
