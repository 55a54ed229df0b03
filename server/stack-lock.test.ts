import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireStackLock, lockFile, runningStackPid } from "./stack-lock.ts";

const reset = (dataDir: string) =>
  spawnSync(process.execPath, [join(import.meta.dirname, "..", "scripts", "reset.mjs")], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });

describe("data directory lock and npm run reset", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "stack-lock-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a second stack and a reset while a live process holds the directory", () => {
    // The parent process stands in for another running stack: alive, and not us.
    writeFileSync(lockFile(dir), `${process.ppid}\n`);
    expect(runningStackPid(dir)).toBe(process.ppid);
    expect(() => acquireStackLock(dir)).toThrow(/already running/);
    const result = reset(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Stop it");
    expect(existsSync(dir)).toBe(true);
  });

  it("takes over a stale lock, releases it, and lets reset wipe the directory", () => {
    writeFileSync(lockFile(dir), "4194303\n");
    const release = acquireStackLock(dir);
    expect(runningStackPid(dir)).toBe(process.pid);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    writeFileSync(join(dir, "chain-state.json"), "{}");
    expect(reset(dir).status).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });

  it("takes over a lock whose PID now belongs to another program, and leaves that program alone", () => {
    const sleeper = spawn("sleep", ["60"], { stdio: "ignore" });
    try {
      writeFileSync(lockFile(dir), `${sleeper.pid}\n`);
      expect(runningStackPid(dir)).toBeNull();
      acquireStackLock(dir)();
      expect(sleeper.exitCode).toBeNull();
      expect(sleeper.signalCode).toBeNull();
    } finally {
      sleeper.kill("SIGKILL");
    }
  });

  it("says there is nothing to reset without needing node_modules, as on a fresh clone", () => {
    // A copy of the script where no node_modules can be found above it: tsx is not there.
    const scripts = join(dir, "clone", "scripts");
    mkdirSync(scripts, { recursive: true });
    copyFileSync(join(import.meta.dirname, "..", "scripts", "reset.mjs"), join(scripts, "reset.mjs"));
    const result = spawnSync(process.execPath, [join(scripts, "reset.mjs")], {
      env: { ...process.env, DATA_DIR: join(dir, "never-started") },
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Nothing to reset");
  });
});
