import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Address, Hash } from "viem";
import { afterAll, expect, it } from "vitest";
import { auditLedger } from "../billing/audit.ts";
import { PAYER } from "../billing/verify-test-fixtures.ts";
import { createChainDeps } from "../chain/clients.ts";
import { openDb } from "../db/db.ts";
import {
  isAlive,
  killAndWait,
  killGroup,
  seedDatabase,
  startInProcess,
  startService,
  stopInProcessStacks,
  type RunningService,
} from "./crash-harness.ts";
import { freeFixedPort } from "../testing/fixed-port.ts";
import { expectStatus } from "../../common/expect-status.ts";

const started: RunningService[] = [];
const dirs: string[] = [];
const json = { "Content-Type": "application/json" };

afterAll(async () => {
  // Whatever a failed run left behind, stopped by its own PID.
  for (const s of started) {
    await killAndWait(s.pid, "SIGKILL").catch(() => {});
    await killAndWait(s.anvilPid, "SIGKILL").catch(() => {});
  }
  await stopInProcessStacks();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function freshDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "crash-payment-"));
  dirs.push(dir);
  await seedDatabase(dir);
  return dir;
}

async function start(dataDir: string, env?: Record<string, string>) {
  const s = await startService(dataDir, { detached: true, env });
  started.push(s);
  return s;
}

/** An account on the service and the billing calls the dashboard makes for it. */
async function account(s: { url: string }) {
  const res = await fetch(`${s.url}/__test/accounts`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ subscription_balance: 0, top_up_balance: 0 }),
  });
  const { api_key: key } = (await res.json()) as { api_key: string };
  return billing(key);
}

function billing(key: string) {
  const auth = { Authorization: `Bearer ${key}`, ...json };
  return {
    key,
    invoice: async (url: string, credits: number) => {
      const res = await fetch(`${url}/billing/v1/account/topup`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ type: "crypto", currency_id: "eth", credits }),
      });
      return (await res.json()) as { id: string; amount: string; destination_address: Address };
    },
    complete: (url: string, id: string, hash: Hash) =>
      fetch(`${url}/billing/v1/account/topup/${id}/complete`, {
        method: "POST",
        headers: auth,
        body: JSON.stringify({ transaction_hash: hash }),
      }),
    topUp: async (url: string) => {
      const res = await fetch(`${url}/billing/v1/account/balance`, { headers: auth });
      return ((await res.json()) as { top_up_balance: number }).top_up_balance;
    },
  };
}

async function pay(chainUrl: string, to: Address, value: bigint): Promise<Hash> {
  const { walletClient: wallet, publicClient } = createChainDeps(chainUrl);
  const hash = await wallet.sendTransaction({ account: PAYER, chain: wallet.chain, to, value });
  await publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

async function ledgerOf(dataDir: string) {
  const db = await openDb({ dataDir: join(dataDir, "db") });
  try {
    const { rows } = await db.query<{ kind: string; top_up_delta: string; note: string | null }>(
      "SELECT kind, top_up_delta::text, note FROM ledger_entries WHERE kind IN ('top_up', 'reversal') ORDER BY id",
    );
    return { entries: rows, audit: await auditLedger(db) };
  } finally {
    await db.close();
  }
}

it("kill -9 of the whole stack right after a 200 completion: the payment is still on chain, credited once", async () => {
  const dataDir = await freshDataDir();
  const first = await start(dataDir);
  const payer = await account(first);
  const invoice = await payer.invoice(first.url, 5000);
  const hash = await pay(first.chainUrl, invoice.destination_address, BigInt(invoice.amount));
  await expectStatus(await payer.complete(first.url, invoice.id, hash), 200);
  // At once: no periodic dump can have run since the completion answered.
  await killGroup(first);

  const second = await startInProcess(dataDir);
  const receipt = await createChainDeps(second.chainUrl).publicClient.getTransactionReceipt({ hash });
  expect(receipt.status).toBe("success");
  expect(await payer.topUp(second.url)).toBe(5000);
  // The same ETH cannot buy credits twice.
  const again = await payer.invoice(second.url, 5000);
  const refused = await payer.complete(second.url, again.id, hash);
  await expectStatus(refused, 409);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("PAYMENT_ALREADY_USED");
  expect(second.logs.join("")).not.toMatch(/Reversed/);
  await second.stop();
  const { entries, audit } = await ledgerOf(dataDir);
  expect(entries).toEqual([{ kind: "top_up", top_up_delta: "5000", note: null }]);
  expect(audit).toEqual([]);
}, 300_000);

it("a chain lost under a kept ledger: the stack starts, reverses every credit with its cause, and takes new payments", async () => {
  const dataDir = await freshDataDir();
  // A clean stop (what SIGTERM does to crash-entry.ts), so both stacks can run in this process.
  const first = await startInProcess(dataDir);
  const payer = await account(first);
  const invoice = await payer.invoice(first.url, 700);
  const hash = await pay(first.chainUrl, invoice.destination_address, BigInt(invoice.amount));
  await expectStatus(await payer.complete(first.url, invoice.id, hash), 200);
  await first.stop();
  rmSync(join(dataDir, "chain-state.json"));

  const second = await startInProcess(dataDir);
  expect(second.logs.join("")).toContain(`Reversed 700 credits of invoice ${invoice.id}`);
  expect(await payer.topUp(second.url)).toBe(0);
  const fresh = await payer.invoice(second.url, 300);
  const paid = await pay(second.chainUrl, fresh.destination_address, BigInt(fresh.amount));
  await expectStatus(await payer.complete(second.url, fresh.id, paid), 200);
  expect(await payer.topUp(second.url)).toBe(300);
  await second.stop();
  const { entries, audit } = await ledgerOf(dataDir);
  expect(entries).toEqual([
    { kind: "top_up", top_up_delta: "700", note: null },
    {
      kind: "reversal",
      top_up_delta: "-700",
      note: expect.stringMatching(/chain was reset under the ledger/) as unknown,
    },
    { kind: "top_up", top_up_delta: "300", note: null },
  ]);
  expect(audit).toEqual([]);
}, 300_000);

it("kill -9 of the service alone: the next start stops the anvil it left, on the same chain port", async () => {
  const dataDir = await freshDataDir();
  const chainPort = await freeFixedPort();
  const first = await start(dataDir, { CHAIN_PORT: String(chainPort) });
  const payer = await account(first);
  const invoice = await payer.invoice(first.url, 40);
  const hash = await pay(first.chainUrl, invoice.destination_address, BigInt(invoice.amount));
  await expectStatus(await payer.complete(first.url, invoice.id, hash), 200);
  await killAndWait(first.pid, "SIGKILL");
  expect(isAlive(first.anvilPid)).toBe(true);

  const second = await startInProcess(dataDir, chainPort);
  expect(isAlive(first.anvilPid)).toBe(false);
  expect(second.logs.join("")).toContain(`Stopping anvil (pid ${first.anvilPid})`);
  expect(await payer.topUp(second.url)).toBe(40);
  await second.stop();
  expect((await ledgerOf(dataDir)).audit).toEqual([]);
}, 300_000);
