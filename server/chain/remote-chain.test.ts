import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chainSettings } from "../config.ts";
import { recordingProxy } from "../testing/recording-rpc-proxy.ts";
import { seedDatabase } from "../testing/seeded-data-dir.ts";
import { startStack, type Stack } from "../stack.ts";
import { startAnvil, type Anvil } from "./anvil.ts";

// Each stack opens a data dir seeded with the migrated database image (initdb and the migrations
// are not what these tests are about); the long timeouts are for stack starts on a loaded machine.
describe("an existing chain (CHAIN_RPC_URL)", () => {
  let dir = "";
  const anvils: Anvil[] = [];
  const stacks: Stack[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "remote-chain-"));
  });
  afterAll(async () => {
    await Promise.all(stacks.map((s) => s.stop()));
    await Promise.all(anvils.map((a) => a.stop()));
    rmSync(dir, { recursive: true, force: true });
  });
  const seeded = async (name: string) => {
    const dataDir = join(dir, name);
    await seedDatabase(dataDir);
    return dataDir;
  };
  const anvil = async (chainId?: number) => {
    const started = await startAnvil({ port: 0, chainId });
    anvils.push(started);
    return started;
  };

  it(
    "spawns no anvil, sends no cheat method, dumps no state and offers no test wallet",
    { timeout: 180_000 },
    async () => {
      const chain = await anvil();
      const proxy = await recordingProxy(chain.url);
      const dataDir = await seeded("plain");
      try {
        const stack = await startStack({
          port: 0,
          chainPort: 0,
          dataDir,
          testMode: false,
          chain: chainSettings({ CHAIN_RPC_URL: proxy.url, CHAIN_ID: "31337" }),
        });
        stacks.push(stack);
        expect(stack.chainUrl).toBe(proxy.url);
        const config = (await (await fetch(`${stack.url}/config.json`)).json()) as {
          testWallet: unknown;
          chain: { id: number };
          currencies: { id: string }[];
          topUp: { confirmations: number };
        };
        expect(config.testWallet).toBeNull();
        expect(config.chain.id).toBe(31337);
        // A bare chain has no test token: only its native coin is offered.
        expect(config.currencies.map((c) => c.id)).toEqual(["eth"]);
        expect(config.topUp.confirmations).toBe(1);
        expect(proxy.methods).toContain("eth_chainId");
        expect(proxy.methods.filter((m) => /^(anvil|evm|hardhat)_/.test(m))).toEqual([]);
        expect(existsSync(join(dataDir, "chain-state.json"))).toBe(false);
        expect(existsSync(join(dataDir, "anvil.pid"))).toBe(false);
      } finally {
        proxy.server.close();
      }
    },
  );

  it(
    "offers the Local test wallet with LOCAL_TEST_WALLET=1, and CHAIN_CONFIRMATIONS in /config.json",
    { timeout: 180_000 },
    async () => {
      const chain = await anvil();
      const stack = await startStack({
        port: 0,
        chainPort: 0,
        dataDir: await seeded("wallet"),
        testMode: false,
        chain: chainSettings({ CHAIN_RPC_URL: chain.url, LOCAL_TEST_WALLET: "1", CHAIN_CONFIRMATIONS: "3" }),
      });
      stacks.push(stack);
      const config = (await (await fetch(`${stack.url}/config.json`)).json()) as {
        testWallet: { address: string } | null;
        topUp: { confirmations: number };
      };
      expect(config.testWallet?.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(config.topUp.confirmations).toBe(3);
    },
  );

  it("refuses a chain whose id is not CHAIN_ID, naming CHAIN_RPC_URL", async () => {
    const chain = await anvil(5);
    await expect(
      startStack({
        port: 0,
        chainPort: 0,
        dataDir: join(dir, "wrong-id"),
        testMode: false,
        chain: chainSettings({ CHAIN_RPC_URL: chain.url, CHAIN_ID: "31337" }),
      }),
    ).rejects.toThrow(/^CHAIN_RPC_URL: http:\/\/127\.0\.0\.1:\d+ is chain 5, but CHAIN_ID is 31337$/);
  });

  it(
    "refuses a chain other than the one the database was seeded with, naming CHAIN_RPC_URL",
    { timeout: 180_000 },
    async () => {
      const dataDir = await seeded("seeded");
      const first = await startStack({ port: 0, chainPort: 0, dataDir, testMode: false });
      await first.stop();
      const other = await anvil(5);
      await expect(
        startStack({
          port: 0,
          chainPort: 0,
          dataDir,
          testMode: false,
          chain: chainSettings({ CHAIN_RPC_URL: other.url, CHAIN_ID: "5" }),
        }),
      ).rejects.toThrow(/^CHAIN_RPC_URL: the chain is 5, but the database was seeded on chain 31337$/);
    },
  );

  it("npm start exits 1 with one line naming CHAIN_RPC_URL when its chain id differs from CHAIN_ID", async () => {
    const chain = await anvil(5);
    const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "..", "main.ts")], {
      env: {
        ...process.env,
        CHAIN_RPC_URL: chain.url,
        CHAIN_ID: "31337",
        DATA_DIR: join(dir, "main"),
        PORT: "0",
        DIST_DIR: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    const lines = stderr.split("\n").filter((line) => line.includes("CHAIN_RPC_URL"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/is chain 5, but CHAIN_ID is 31337/);
    expect(stdout).not.toContain("Dev API key");
  }, 60_000);
});

describe("chainSettings", () => {
  it("names the variable of a bad value", () => {
    expect(() => chainSettings({ CHAIN_ID: "abc" })).toThrow(/^CHAIN_ID must be a positive integer/);
    expect(() => chainSettings({ CHAIN_CONFIRMATIONS: "0" })).toThrow(/^CHAIN_CONFIRMATIONS must/);
    expect(() => chainSettings({ CHAIN_RPC_URL: "ws://x" })).toThrow(/^CHAIN_RPC_URL must be an http/);
  });

  it("offers the test wallet on a spawned chain and, on an existing one, only when asked", () => {
    expect(chainSettings({}).localTestWallet).toBe(true);
    expect(chainSettings({ CHAIN_RPC_URL: "http://127.0.0.1:1" }).localTestWallet).toBe(false);
    expect(
      chainSettings({ CHAIN_RPC_URL: "http://127.0.0.1:1", LOCAL_TEST_WALLET: "1" }).localTestWallet,
    ).toBe(true);
  });
});
