import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** `DATA_DIR/stack.pid`: one stack per data directory, and `npm run reset` refuses a live one. */
export function lockFile(dataDir: string): string {
  return join(dataDir, "stack.pid");
}

export function runningStackPid(dataDir: string): number | null {
  const file = lockFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    // After a kill -9 the recorded PID can be handed to another program: only a Node process can
    // be a stack (Linux; elsewhere any live PID counts).
    const argv0 = readCmdline(pid);
    return argv0 === null || /node/i.test(argv0) ? pid : null;
  } catch (error) {
    // EPERM: alive but someone else's; ESRCH: a stale lock left by a crash.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

function readCmdline(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
  } catch {
    return null;
  }
}

export function acquireStackLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const other = runningStackPid(dataDir);
  if (other !== null && other !== process.pid) {
    throw new Error(`Another stack (pid ${other}) is already running on ${dataDir}; stop it first.`);
  }
  const file = lockFile(dataDir);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (runningStackPid(dataDir) === process.pid) rmSync(file, { force: true });
  };
}
