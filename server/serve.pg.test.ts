import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startAnvil, type Anvil } from "./chain/anvil.ts";
import { createTestDatabase, testPostgresUrl } from "./testing/test-db.ts";
import { expectStatus } from "../common/expect-status.ts";
import { freeFixedPort } from "./testing/fixed-port.ts";

const root = join(import.meta.dirname, "..");

describe("npm run serve", () => {
  let anvil: Anvil | undefined;
  let dir = "";
  afterAll(async () => {
    await anvil?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("starts one instance on DATABASE_URL, CHAIN_RPC_URL, CHAIN_ID, PORT and DATA_DIR and answers /config.json", async () => {
    const base = testPostgresUrl();
    if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
    // A chain this instance did not start, with an id other than anvil's default.
    anvil = await startAnvil({ port: 0, chainId: 1337 });
    const databaseUrl = await createTestDatabase(base);
    dir = mkdtempSync(join(tmpdir(), "serve-"));
    const dataDir = join(dir, "data");
    const dist = join(dir, "dist");
    mkdirSync(dist);
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>built sandbox dashboard</title>");
    const port = await freeFixedPort();

    // Its own process group, so the npm wrapper and the server stop together by the group's PID.
    const child = spawn("npm", ["run", "--silent", "serve"], {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        CHAIN_RPC_URL: anvil.url,
        CHAIN_ID: "1337",
        PORT: String(port),
        DATA_DIR: dataDir,
        DIST_DIR: dist,
      },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const origin = `http://127.0.0.1:${port}`;
    try {
      const deadline = Date.now() + 60_000;
      let config: Response | undefined;
      while (config?.status !== 200) {
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`serve did not answer: ${output}`);
        await new Promise((r) => setTimeout(r, 200));
        config = await fetch(`${origin}/config.json`).catch(() => undefined);
      }
      const body = (await config.json()) as {
        apiKey: string;
        chain: { id: number; rpcUrl: string };
        testWallet: unknown;
      };
      expect(body.chain).toMatchObject({ id: 1337, rpcUrl: `${origin}/chain` });
      // An existing chain offers no Local test wallet unless LOCAL_TEST_WALLET=1.
      expect(body.testWallet).toBeNull();

      // The dev key it serves is the one kept in DATABASE_URL's database, and the log never shows it.
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      const keys = await db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM api_keys");
      await db.end();
      expect(keys.rows).toEqual([{ n: 1 }]);
      const balance = await fetch(`${origin}/billing/v1/account/balance`, {
        headers: { authorization: `Bearer ${body.apiKey}` },
      });
      await expectStatus(balance, 200);
      expect(output).toContain(`Serving ${origin}/`);
      expect(output).not.toContain(body.apiKey);

      // The built dashboard from DIST_DIR, and no anvil of its own in DATA_DIR.
      expect(await (await fetch(`${origin}/`)).text()).toContain("built sandbox dashboard");
      expect(existsSync(join(dataDir, "anvil.pid"))).toBe(false);
    } finally {
      if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    // A Node process starting from TypeScript sources on a loaded machine needs more than the project's
    // default time limit (its start-up costs: docs/performance.md).
  }, 90_000);
});
