import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack } from "../server/stack.ts";
import { saveStack } from "./stack-handle.ts";

const root = join(import.meta.dirname, "..");

// One stack for every spec: each test creates its own account, so they can share it in parallel.
export default async function globalSetup(): Promise<void> {
  const distDir = join(root, "dist");
  if (!existsSync(join(distDir, "index.html"))) {
    // `npm test` builds first; this only helps a bare `npx playwright test`.
    const build = spawnSync(join(root, "node_modules", ".bin", "vite"), ["build"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("vite build failed; the e2e tests need dist/");
  }
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-stack-"));
  // The service's log (one line per request, and the cause of every 500) goes to a file the
  // teardown reads, so an internal error behind a failed test is printed with the run.
  const results = join(root, "test-results");
  mkdirSync(results, { recursive: true });
  const logFile = join(results, "stack.log");
  // Buffered: a line per request, so no synchronous file write on the service's request path.
  const logStream = createWriteStream(logFile);
  const closeLog = () => new Promise<void>((resolve) => logStream.end(resolve));
  const log = (line: string) => void logStream.write(`${new Date().toISOString()} ${line}\n`);
  const stack = await startStack({ port: 0, chainPort: 0, dataDir, testMode: true, distDir, log }).catch(
    async (error: unknown) => {
      await closeLog();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  // The log is complete once the stack has stopped and the stream has flushed.
  const stop = async () => {
    try {
      await stack.stop();
    } finally {
      await closeLog();
    }
  };
  saveStack({ stop, dataDir, logFile });
  process.env.BASE_URL = stack.url;
  process.env.CHAIN_URL = stack.chainUrl;
  console.log(`e2e stack: ${stack.url} (chain ${stack.chainUrl}), up in ${(Date.now() - started) / 1000} s`);
  // For a human debugging a run: where the stack listened (Playwright has already emptied this dir).
  const info = { url: stack.url, chainUrl: stack.chainUrl, dataDir, pid: process.pid, logFile };
  writeFileSync(join(results, "stack.json"), `${JSON.stringify(info, null, 2)}\n`);
}
