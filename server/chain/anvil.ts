import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { writeAnvilPid } from "./anvil-pid.ts";
import { createStatePersister } from "./anvil-state.ts";

export interface AnvilOptions {
  /** 0 lets anvil pick a free port; the one it prints is used. */
  port: number;
  /**
   * When set, the chain state is loaded from this file and written back: on exit (anvil's own
   * dump), periodically and on `persistState()` (atomic dumps through `anvil_dumpState`).
   */
  stateFile?: string;
  /** Seconds between periodic dumps, so that a crash loses little. */
  stateIntervalSeconds?: number;
  /** Where to record anvil's PID (with the state file) so a later start can stop a leftover. */
  pidFile?: string;
  chainId?: number;
  startTimeoutMs?: number;
  /**
   * The one origin anvil's CORS answers grant (`--allow-origin`; anvil's default is `*`). This
   * stops a page elsewhere from reading anvil's answers or sending it JSON; it does not stop
   * anvil's WebSocket, which checks no Origin, so browsers are never told anvil's port.
   */
  allowOrigin?: string;
}

export interface Anvil {
  url: string;
  port: number;
  pid: number;
  /** Where an unreadable state file was moved before this anvil started on a fresh chain. */
  unreadableStateKeptAt?: string;
  /** With a state file: resolves once the current chain state is on disk. */
  persistState?: () => Promise<void>;
  stop(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export function anvilBinary(root = repoRoot): string {
  const bin = resolve(root, "node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil");
  if (!existsSync(bin)) throw new Error(`anvil binary not found at ${bin}; run npm ci`);
  return bin;
}

/** Spawns the anvil binary itself (never through npx, whose PID is not anvil's) and waits for RPC. */
export async function startAnvil(opts: AnvilOptions): Promise<Anvil> {
  try {
    return await spawnAnvil(opts);
  } catch (error) {
    // A state file anvil cannot parse (a kill while anvil itself was writing it on exit) is kept
    // aside, never deleted, and the chain starts fresh; the stack then reconciles the ledger.
    const file = opts.stateFile;
    if (file === undefined || !/for '--state <PATH>'/.test(String(error)) || !existsSync(file)) throw error;
    const aside = `${file}.unreadable-${Date.now()}`;
    renameSync(file, aside);
    return { ...(await spawnAnvil(opts)), unreadableStateKeptAt: aside };
  }
}

async function spawnAnvil(opts: AnvilOptions): Promise<Anvil> {
  const args = [
    "--host",
    "127.0.0.1",
    "--port",
    String(opts.port),
    "--chain-id",
    String(opts.chainId ?? 31337),
  ];
  if (opts.allowOrigin !== undefined) args.push("--allow-origin", opts.allowOrigin);
  const stateFile = opts.stateFile === undefined ? undefined : resolve(opts.stateFile);
  // No --state-interval: anvil's periodic dump truncates the file in place (see anvil-state.ts).
  if (stateFile !== undefined) args.push("--state", stateFile);
  const child = spawn(anvilBinary(), args, { stdio: ["ignore", "pipe", "pipe"] });
  const pid = child.pid;
  if (pid === undefined) throw new Error("anvil did not start");
  if (opts.pidFile !== undefined && stateFile !== undefined) writeAnvilPid(opts.pidFile, { pid, stateFile });
  // If this process exits without stop() (an uncaught error, process.exit), anvil must not
  // stay behind holding the port. Only SIGKILL of this process can still orphan it.
  const killOnExit = () => child.kill("SIGTERM");
  process.once("exit", killOnExit);
  let persister: ReturnType<typeof createStatePersister> | undefined;
  const stop = async () => {
    process.off("exit", killOnExit);
    // No dump of ours may land after anvil's exit dump.
    await persister?.stop();
    await stopProcess(child);
    if (opts.pidFile !== undefined) rmSync(opts.pidFile, { force: true });
  };
  try {
    const port = await waitForListening(child, opts.startTimeoutMs ?? 15_000);
    const url = `http://127.0.0.1:${port}`;
    await waitForRpc(url, opts.startTimeoutMs ?? 15_000);
    if (stateFile === undefined) return { url, port, pid, stop };
    persister = createStatePersister(url, stateFile);
    persister.startPeriodic((opts.stateIntervalSeconds ?? 2) * 1000);
    return { url, port, pid, persistState: () => persister?.persist() ?? Promise.resolve(), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => fail(new Error(`anvil did not listen within ${timeoutMs} ms`)), timeoutMs);
    const onOut = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Listening on [\d.]+:(\d+)/.exec(out);
      if (match?.[1] !== undefined) done(Number(match[1]));
    };
    const onErr = (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    };
    const onExit = (code: number | null) =>
      fail(new Error(`anvil exited (${code}) before listening: ${err.trim()}`));
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off("data", onOut);
      child.off("exit", onExit);
      // Keep draining so a chatty anvil never blocks on a full pipe.
      child.stdout?.resume();
      child.stderr?.resume();
    };
    const done = (port: number) => {
      cleanup();
      resolvePort(port);
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    child.stdout?.on("data", onOut);
    child.stderr?.on("data", onErr);
    child.on("exit", onExit);
  });
}

export async function waitForRpc(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`anvil at ${url} did not answer eth_chainId`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** SIGTERM lets anvil dump its state; SIGKILL only if it hangs. */
export function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    child.kill("SIGTERM");
  });
}
