import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startAnvil } from "./anvil.ts";
import { readAnvilPid, stopLeftoverAnvil, writeAnvilPid } from "./anvil-pid.ts";
import { rpc } from "./anvil-state.ts";

const running = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return false;
  }
};

describe("a leftover anvil of the same data dir", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "anvil-pid-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("is found by the PID it recorded and stopped, writing its state on the way out", async () => {
    const stateFile = join(dir, "chain-state.json");
    const pidFile = join(dir, "anvil.pid");
    const anvil = await startAnvil({ port: 0, stateFile, pidFile, stateIntervalSeconds: 3600 });
    expect(readAnvilPid(pidFile)).toEqual({ pid: anvil.pid, stateFile });
    try {
      // A leftover anvil has been serving for a while. One that has only just started listening may
      // not yet have set up its SIGTERM handler (it does so in a task of its own), and then dies
      // without writing its state: mine a block over RPC first, as an earlier stack would have.
      await rpc(anvil.url, "evm_mine");
      expect(await stopLeftoverAnvil(pidFile, stateFile)).toBe(anvil.pid);
      expect(running(anvil.pid)).toBe(false);
      expect(existsSync(pidFile)).toBe(false);
      // Its exit dump, with the block mined above (the service's own dumps are an hour apart here).
      const state = JSON.parse(readFileSync(stateFile, "utf8")) as { block?: { number?: string } };
      expect(state.block?.number).toBe("0x1");
    } finally {
      await anvil.stop();
    }
  });

  it("never signals a process it did not start: an unrelated PID, or an anvil of another data dir", async () => {
    const stateFile = join(dir, "chain-state.json");
    const pidFile = join(dir, "anvil.pid");
    const sleeper = spawn("sleep", ["60"], { stdio: "ignore" });
    const other = await startAnvil({ port: 0, stateFile: join(dir, "other-state.json") });
    try {
      writeAnvilPid(pidFile, { pid: sleeper.pid ?? -1, stateFile });
      expect(await stopLeftoverAnvil(pidFile, stateFile)).toBeNull();
      expect(running(sleeper.pid ?? -1)).toBe(true);
      expect(existsSync(pidFile)).toBe(false);

      writeAnvilPid(pidFile, { pid: other.pid, stateFile });
      expect(await stopLeftoverAnvil(pidFile, stateFile)).toBeNull();
      expect(running(other.pid)).toBe(true);
    } finally {
      sleeper.kill("SIGKILL");
      await other.stop();
    }
  });
});
