import { createServer } from "node:net";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

  it("grants CORS to the one origin it is given, and executes no text/plain call", async () => {
    const anvil = await startAnvil({ port: 0, allowOrigin: "http://127.0.0.1:8787" });
    try {
      const preflight = await fetch(anvil.url, {
        method: "OPTIONS",
        headers: {
          Origin: "http://evil.example",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      // A browser compares this with the page's origin: evil.example gets no JSON call through.
      expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:8787");
      // What a page may send without a preflight: anvil refuses to read it as JSON-RPC.
      const address = "0x1111111111111111111111111111111111111111";
      const simple = await fetch(anvil.url, {
        method: "POST",
        headers: { "Content-Type": "text/plain", Origin: "http://evil.example" },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "anvil_setBalance",
          params: [address, "0x1234"],
        }),
      });
      expect(await simple.json()).toMatchObject({ error: { message: "Invalid request" } });
      const chain = createChainDeps(anvil.url);
      expect(await chain.publicClient.getBalance({ address })).toBe(0n);
    } finally {
      await anvil.stop();
    }
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
    // Killed once a periodic dump holds the balance: a fixed wait missed the dump on a loaded host.
    await vi.waitFor(() => expect(dumpedBalance(stateFile, address)).toBe("0x2a"), {
      timeout: 25_000,
      interval: 100,
    });
    process.kill(first.pid, "SIGKILL");
    await first.stop();

    const second = await startAnvil({ port: 0, stateFile });
    try {
      expect(await createChainDeps(second.url).publicClient.getBalance({ address })).toBe(42n);
    } finally {
      await second.stop();
    }
  });

  it("has a transaction on disk once persistState resolves, so a kill -9 right after keeps it", async () => {
    const stateFile = join(dir, "chain-state.json");
    // A long interval: only persistState can have written the file.
    const first = await startAnvil({ port: 0, stateFile, stateIntervalSeconds: 3600 });
    const { walletClient: wallet, publicClient } = createChainDeps(first.url);
    const hash = await wallet.sendTransaction({
      account: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      chain: wallet.chain,
      to: "0x000000000000000000000000000000000000dEaD",
      value: 7n,
    });
    const mined = await publicClient.waitForTransactionReceipt({ hash });
    try {
      // Many callers at once share dumps; each resolves only after one that began after its call.
      const persist = first.persistState ?? (() => Promise.reject(new Error("no persistState")));
      await Promise.all(Array.from({ length: 5 }, persist));
      process.kill(first.pid, "SIGKILL");
    } finally {
      await first.stop();
    }

    const second = await startAnvil({ port: 0, stateFile });
    try {
      const receipt = await createChainDeps(second.url).publicClient.getTransactionReceipt({ hash });
      expect(receipt.blockHash).toBe(mined.blockHash);
    } finally {
      await second.stop();
    }
  });

  it("keeps an unreadable state file aside and starts a fresh chain", async () => {
    const stateFile = join(dir, "chain-state.json");
    // What a kill in the middle of anvil's own exit dump leaves.
    writeFileSync(stateFile, '{"block":{"number":');
    const anvil = await startAnvil({ port: 0, stateFile });
    try {
      expect(await createChainDeps(anvil.url).publicClient.getBlockNumber()).toBe(0n);
      expect(readFileSync(anvil.unreadableStateKeptAt ?? "", "utf8")).toBe('{"block":{"number":');
    } finally {
      await anvil.stop();
    }
  });
});

/** The balance a state file on disk holds for `address`, or null while no dump holds it. */
function dumpedBalance(stateFile: string, address: string): string | null {
  let state: { accounts?: Record<string, { balance?: string }> };
  try {
    state = JSON.parse(readFileSync(stateFile, "utf8")) as typeof state;
  } catch {
    return null;
  }
  const entry = Object.entries(state.accounts ?? {}).find(([key]) => key.toLowerCase() === address);
  return entry?.[1].balance ?? null;
}
