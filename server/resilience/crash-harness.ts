import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startStack, type Stack } from "../stack.ts";
import { serviceBundle } from "../testing/service-bundle.ts";

export { seedDatabase } from "../testing/seeded-data-dir.ts";

const entry = fileURLToPath(new URL("./crash-entry.ts", import.meta.url));
const root = fileURLToPath(new URL("../../", import.meta.url));

export interface RunningService {
  child: ChildProcess;
  pid: number;
  url: string;
  chainUrl: string;
  /** anvil, spawned by the service; it outlives a SIGKILL of the service. */
  anvilPid: number;
  /** What the service wrote to stderr so far, as chunks (join with ""): reversals, a leftover anvil stopped. */
  logs: string[];
}

export interface StartOptions {
  timeoutMs?: number;
  /** A process group of its own, so `kill -9 -<pid>` takes the service and its anvil at once. */
  detached?: boolean;
  env?: Record<string, string>;
}

/** Starts crash-entry.ts, bundled (service-bundle.ts), on `dataDir` and waits for its ready line. */
export async function startService(dataDir: string, opts: StartOptions = {}): Promise<RunningService> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const child = spawn(process.execPath, [await serviceBundle(entry)], {
    cwd: root,
    env: { ...process.env, ...opts.env, DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: opts.detached ?? false,
  });
  const logs: string[] = [];
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(
      () => fail(new Error(`service not ready in ${timeoutMs} ms: ${err}`)),
      timeoutMs,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(error);
    };
    child.stderr?.on("data", (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
      logs.push(chunk.toString());
    });
    child.once("exit", (code) => fail(new Error(`service exited (${code}): ${err}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line === undefined || child.pid === undefined) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.stdout?.resume();
      const ready = JSON.parse(line) as { url: string; chainUrl: string };
      const anvilPid = childPids(child.pid).find((pid) => commandOf(pid).includes("anvil"));
      if (anvilPid === undefined) return fail(new Error("no anvil child found"));
      resolve({ child, pid: child.pid, anvilPid, logs, ...ready });
    });
  });
}

/** Direct children of `pid`, from /proc (Linux). */
function childPids(pid: number): number[] {
  const found: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the ppid is the 2nd field after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid) found.push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** A zombie counts as gone: an orphaned anvil is reaped by PID 1, which in a container may never happen. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/** SIGKILL to a detached service's whole process group (service and anvil), then waits for both. */
export async function killGroup(s: RunningService): Promise<void> {
  process.kill(-s.pid, "SIGKILL");
  await killAndWait(s.pid, "SIGKILL");
  await killAndWait(s.anvilPid, "SIGKILL");
}

export { alive as isAlive };

/** Sends `signal` to one PID and waits until it is gone. */
export async function killAndWait(pid: number, signal: NodeJS.Signals, timeoutMs = 10_000): Promise<void> {
  if (alive(pid)) process.kill(pid, signal);
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, "SIGKILL");
      throw new Error(`pid ${pid} ignored ${signal} for ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Stops a service the clean way (SIGTERM: listener, DB, then anvil with a state dump). */
export async function stopService(s: RunningService): Promise<void> {
  await killAndWait(s.pid, "SIGTERM", 20_000);
  await killAndWait(s.anvilPid, "SIGTERM");
}

/** A stack in the test's own process: where what happens to a process is not the point. */
export interface InProcessStack {
  url: string;
  chainUrl: string;
  /** The stack's log lines, each ending in a newline (join with ""), as RunningService.logs. */
  logs: string[];
  stop(): Promise<void>;
}

const inProcess = new Set<Stack>();

/**
 * The stack crash-entry.ts starts (startStack in test mode, free ports), in this process: where a
 * test only needs a service on a data dir (after a crash, or one it stops cleanly), this spares it
 * a Node process that loads and compiles the whole service again.
 */
export async function startInProcess(dataDir: string, chainPort = 0): Promise<InProcessStack> {
  const logs: string[] = [];
  const log = (line: string) => logs.push(`${line}\n`);
  const stack = await startStack({ port: 0, chainPort, dataDir, testMode: true, log });
  inProcess.add(stack);
  const stop = async () => {
    inProcess.delete(stack);
    await stack.stop();
  };
  return { url: stack.url, chainUrl: stack.chainUrl, logs, stop };
}

/** Stops whatever in-process stack a failed test left running. */
export async function stopInProcessStacks(): Promise<void> {
  for (const stack of [...inProcess]) {
    inProcess.delete(stack);
    await stack.stop().catch(() => {});
  }
}
