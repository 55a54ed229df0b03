import { createServer } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseEther } from "viem";
import { startAnvil } from "./anvil.ts";
import { createChainDeps } from "./clients.ts";

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("anvil child process", () => {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "anvil-test-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("answers on the port it picked and frees it when stopped", async () => {
    const anvil = await startAnvil({ port: 0 });
    const chain = createChainDeps(anvil.url);
    expect(await chain.publicClient.getChainId()).toBe(31337);
    expect(await portIsFree(anvil.port)).toBe(false);
    await anvil.stop();
    expect(processAlive(anvil.pid)).toBe(false);
    expect(await portIsFree(anvil.port)).toBe(true);
  });

  it("keeps balances across a clean stop and restart with a state file", async () => {
    const stateFile = join(dir, "chain-state.json");
    const address = "0x000000000000000000000000000000000000bEEF";
    const first = await startAnvil({ port: 0, stateFile });
    await createChainDeps(first.url).testClient.setBalance({ address, value: parseEther("1.5") });
    await first.stop();

    const second = await startAnvil({ port: 0, stateFile });
    try {
      const balance = await createChainDeps(second.url).publicClient.getBalance({ address });
      expect(balance).toBe(parseEther("1.5"));
    } finally {
      await second.stop();
    }
  });

  it("dumps its state periodically, so a crash loses at most the last interval", async () => {
    const stateFile = join(dir, "chain-state.json");
    const address = "0x000000000000000000000000000000000000cafe";
    const first = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 1 });
    await createChainDeps(first.url).testClient.setBalance({ address, value: 42n });
    await new Promise((r) => setTimeout(r, 2_500));
    process.kill(first.pid, "SIGKILL");
    await first.stop();

    const second = await startAnvil({ port: 0, stateFile });
    try {
      expect(await createChainDeps(second.url).publicClient.getBalance({ address })).toBe(42n);
    } finally {
      await second.stop();
    }
  });
});
