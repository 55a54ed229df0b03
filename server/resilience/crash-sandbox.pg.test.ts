import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAccount } from "../auth/accounts.ts";
import { createChainDeps } from "../chain/clients.ts";
import { chainSettings } from "../config.ts";
import { openDb, type Db } from "../db/db.ts";
import { startStack, type Stack } from "../stack.ts";
import { payOnChain, sandboxBilling } from "../testing/sandbox-billing.ts";
import { freeFixedPort } from "../testing/fixed-port.ts";
import { createTestDatabase, testPostgresUrl } from "../testing/test-db.ts";
import { killAndWait, killGroup, startService, type RunningService } from "./crash-harness.ts";
import { expectStatus } from "../../common/expect-status.ts";

describe("every 200 credit durable, whichever instance answered", () => {
  const owners: RunningService[] = [];
  let other: Stack | undefined;
  let db: Db | undefined;
  let dir = "";
  afterAll(async () => {
    await other?.stop();
    for (const s of owners) {
      await killAndWait(s.pid, "SIGKILL").catch(() => {});
      await killAndWait(s.anvilPid, "SIGKILL").catch(() => {});
    }
    await db?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("a payment completed on the instance that does not own the chain survives a kill -9 of the owner's process group right after the 200", async () => {
    const base = testPostgresUrl();
    if (base === undefined) throw new Error("no test PostgreSQL server (run in the server-pg project)");
    const databaseUrl = await createTestDatabase(base);
    dir = mkdtempSync(join(tmpdir(), "crash-sandbox-"));
    const ownerDir = join(dir, "a");
    // The owner's anvil on a fixed port, so the other instance reaches it again after the restart.
    const env = { DATABASE_URL: databaseUrl, CHAIN_PORT: String(await freeFixedPort()) };
    const owner = await startService(ownerDir, { detached: true, env });
    owners.push(owner);
    other = await startStack({
      port: 0,
      chainPort: 0,
      dataDir: join(dir, "b"),
      testMode: false,
      databaseUrl,
      chain: chainSettings({ CHAIN_RPC_URL: owner.chainUrl, CHAIN_ID: "31337" }),
    });
    db = await openDb({ url: databaseUrl });
    const { accountId, apiKey } = await createAccount(db, {
      name: "payer",
      balance: { subscription: 0n, topUp: 0n },
    });
    const payer = sandboxBilling(apiKey);

    const invoice = await payer.quote(other.url, 2500);
    const hash = await payOnChain(owner.chainUrl, invoice.destination_address, BigInt(invoice.amount));
    await expectStatus(await payer.complete(other.url, invoice.id, hash), 200);
    // At once: the owner's periodic dump (every 2 s) has had no time to run since the payment.
    await killGroup(owner);

    const restarted = await startService(ownerDir, { detached: true, env });
    owners.push(restarted);
    const receipt = await createChainDeps(restarted.chainUrl).publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe("success");
    expect(await payer.topUp(restarted.url)).toBe(2500);
    expect(await payer.topUp(other.url)).toBe(2500);
    expect(restarted.logs.join("")).not.toMatch(/Reversed/);
    const { rows } = await db.query<{ kind: string; top_up_delta: string }>(
      "SELECT kind, top_up_delta::text FROM ledger_entries WHERE account_id = $1 AND kind <> 'opening' ORDER BY id",
      [accountId],
    );
    expect(rows).toEqual([{ kind: "top_up", top_up_delta: "2500" }]);
    // The same ETH cannot buy credits twice, on either instance.
    const again = await payer.quote(restarted.url, 2500);
    await expectStatus(await payer.complete(restarted.url, again.id, hash), 409);
  }, 240_000);
});
