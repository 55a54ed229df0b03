import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";

/**
 * `DATA_DIR/anvil.pid`: the anvil a stack started for this data dir. A SIGKILL of the stack leaves
 * that anvil running (only the service process dies); the next start finds it here and stops it,
 * after checking in /proc that the PID still runs anvil on this very state file, so a PID the
 * system has since given to another program is never signalled.
 */
export interface AnvilPidRecord {
  pid: number;
  stateFile: string;
}

export function writeAnvilPid(file: string, record: AnvilPidRecord): void {
  writeFileSync(file, `${JSON.stringify(record)}\n`);
}

export function readAnvilPid(file: string): AnvilPidRecord | null {
  if (!existsSync(file)) return null;
  try {
    const raw = JSON.parse(readFileSync(file, "utf8")) as Partial<AnvilPidRecord>;
    if (!Number.isInteger(raw.pid) || (raw.pid ?? 0) <= 0 || typeof raw.stateFile !== "string") return null;
    return { pid: raw.pid as number, stateFile: raw.stateFile };
  } catch {
    return null;
  }
}

/** The process's argv from /proc, or null when it is gone or a zombie (nothing left to stop). */
function argvOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return null;
    return readFileSync(`/proc/${pid}/cmdline`, "utf8")
      .split("\0")
      .filter((a) => a !== "");
  } catch {
    return null;
  }
}

/** True only for an anvil binary started with `--state <stateFile>`, as startAnvil starts it. */
export function isAnvilFor(pid: number, stateFile: string): boolean {
  const argv = argvOf(pid);
  if (argv === null || argv.length === 0 || basename(argv[0] ?? "") !== "anvil") return false;
  const at = argv.indexOf("--state");
  return at >= 0 && resolve(argv[at + 1] ?? "") === resolve(stateFile);
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (argvOf(pid) !== null) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

/**
 * Stops the anvil recorded in `pidFile` if it is still the one started for `stateFile`: SIGTERM
 * first, so it writes its state on exit, SIGKILL if it has not exited within `graceMs`. Anything
 * else the file points at is left alone. Returns the PID stopped, or null.
 */
export async function stopLeftoverAnvil(
  pidFile: string,
  stateFile: string,
  log?: (line: string) => void,
  graceMs = 5_000,
): Promise<number | null> {
  const record = readAnvilPid(pidFile);
  if (
    record === null ||
    resolve(record.stateFile) !== resolve(stateFile) ||
    !isAnvilFor(record.pid, stateFile)
  ) {
    if (existsSync(pidFile))
      log?.(`Removed a stale ${basename(pidFile)} (it names no anvil of this data dir).`);
    rmSync(pidFile, { force: true });
    return null;
  }
  log?.(`Stopping anvil (pid ${record.pid}) left running by an earlier stack on this data dir.`);
  process.kill(record.pid, "SIGTERM");
  if (!(await waitGone(record.pid, graceMs)) && isAnvilFor(record.pid, stateFile)) {
    process.kill(record.pid, "SIGKILL");
    await waitGone(record.pid, graceMs);
  }
  rmSync(pidFile, { force: true });
  return record.pid;
}
