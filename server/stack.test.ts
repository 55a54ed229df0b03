import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startStack, type Stack } from "./stack.ts";
import { seedDatabase } from "./testing/seeded-data-dir.ts";
import { expectStatus } from "../common/expect-status.ts";

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

describe("local stack", () => {
  let dir = "";
  let distDir = "";
  const stacks: Stack[] = [];
  const start = async () => {
    const stack = await startStack({
      port: 0,
      chainPort: 0,
      dataDir: join(dir, "data"),
      testMode: true,
      distDir,
    });
    stacks.push(stack);
    return stack;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "stack-test-"));
    // The migrated image where the stack opens its database: initdb and the migrations on an empty
    // DATA_DIR are db.test.ts's; here only what the stack keeps across restarts matters.
    await seedDatabase(join(dir, "data"));
    distDir = join(dir, "dist");
    mkdirSync(join(distDir, "assets"), { recursive: true });
    writeFileSync(join(distDir, "index.html"), "<!doctype html><title>dashboard</title>");
    writeFileSync(join(distDir, "assets", "app-3f9a.js"), "console.log(1)");
  });
  afterAll(async () => {
    await Promise.all(stacks.map((s) => s.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "keeps balances across a restart and leaves nothing listening after stop",
    { timeout: 180_000 },
    async () => {
      const first = await start();
      const created = await fetch(`${first.url}/__test/accounts`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ subscription_balance: 70, top_up_balance: 5 }),
      });
      const { account_id, api_key } = (await created.json()) as { account_id: string; api_key: string };
      const put = await fetch(`${first.url}/__test/accounts/${account_id}/balance`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ subscription_balance: 123, top_up_balance: 456 }),
      });
      await expectStatus(put, 200);
      await first.stop();
      expect(await portIsFree(portOf(first.url))).toBe(true);
      expect(await portIsFree(portOf(first.chainUrl))).toBe(true);

      const second = await start();
      const balance = await fetch(`${second.url}/billing/v1/account/balance`, {
        headers: { authorization: `Bearer ${api_key}` },
      });
      expect(await balance.json()).toMatchObject({ subscription_balance: 123, top_up_balance: 456 });
      expect(second.apiKey).toBe(first.apiKey);
      await second.stop();
    },
  );

  it(
    "serves /config.json, the dashboard with SPA fallback and cache headers",
    { timeout: 120_000 },
    async () => {
      const stack = await start();
      const config = (await (await fetch(`${stack.url}/config.json`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({
        billingBaseUrl: `${stack.url}/billing/v1`,
        chatBaseUrl: `${stack.url}/chat`,
        apiKey: stack.apiKey,
        // The browser's chain RPC is the stack's own /chain route, never anvil's port.
        chain: { id: 31337, rpcUrl: `${stack.url}/chain` },
        currencies: [
          { id: "eth", decimals: 18, token: null, creditsPerUnit: "100000" },
          {
            id: "usdc",
            decimals: 6,
            token: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
            creditsPerUnit: "40",
          },
        ],
      });

      const asset = await fetch(`${stack.url}/assets/app-3f9a.js`);
      expect(asset.headers.get("cache-control")).toContain("immutable");
      const route = await fetch(`${stack.url}/settings/connections`);
      expect(route.headers.get("cache-control")).toBe("no-cache");
      expect(await route.text()).toContain("<title>dashboard</title>");
      await expectStatus(await fetch(`${stack.url}/assets/missing.js`), 404);
      const unauthorized = await fetch(`${stack.url}/billing/v1/account/balance`);
      await expectStatus(unauthorized, 401);
      const chainId = await fetch(`${stack.url}/chain`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      });
      expect(await chainId.json()).toEqual({ jsonrpc: "2.0", id: 1, result: "0x7a69" });
      await stack.stop();
    },
  );

  it(
    "starts again on a ledger whose chain was wiped, with the same dev key",
    { timeout: 120_000 },
    async () => {
      // The earlier tests' stacks are stopped; their ledger stays.
      rmSync(join(dir, "data", "chain-state.json"));
      const stack = await start();
      expect(stack.apiKey).toBe(stacks[0]?.apiKey);
      const config = (await (await fetch(`${stack.url}/config.json`)).json()) as { chain: { id: number } };
      expect(config.chain.id).toBe(31337);
      await stack.stop();
    },
  );
});
