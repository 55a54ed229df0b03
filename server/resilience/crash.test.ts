import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { auditLedger } from "../billing/audit.ts";
import { createChainDeps } from "../chain/clients.ts";
import { openDb } from "../db/db.ts";
import { findTool } from "../tools/catalog.ts";
import {
  killAndWait,
  seedDatabase,
  startInProcess,
  startService,
  stopInProcessStacks,
  type RunningService,
} from "./crash-harness.ts";
import { CREDITS_PER_INVOICE, startStream, TOOL } from "./crash-stream.ts";
import { expectStatus } from "../../common/expect-status.ts";

const dataDir = mkdtempSync(join(tmpdir(), "crash-"));
const started: RunningService[] = [];
const PRICE = findTool(TOOL.tool_name)?.price ?? 0;
const SEED = 1_000;

afterAll(async () => {
  // Whatever a failed run left behind, stopped by its own PID.
  for (const s of started) {
    await killAndWait(s.pid, "SIGKILL").catch(() => {});
    await killAndWait(s.anvilPid, "SIGKILL").catch(() => {});
  }
  await stopInProcessStacks();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async (done: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

it("kill -9 during executions and completions: after restart the ledger balances", async () => {
  const t0 = performance.now();
  await seedDatabase(dataDir);
  const first = await startService(dataDir);
  started.push(first);
  const account = await fetch(`${first.url}/__test/accounts`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ subscription_balance: SEED, top_up_balance: 0 }),
  });
  const { api_key: key } = (await account.json()) as { api_key: string };

  const stream = startStream(first.url, first.chainUrl, key);
  const completed = () => stream.tally.payments.filter((p) => p.status === 200).length;
  await until(() => stream.tally.executed >= 20 && completed() >= 2, 20_000);
  // Mid-stream: requests are in flight on every loop.
  await killAndWait(first.pid, "SIGKILL");
  await stream.stop();
  // anvil survives its parent's SIGKILL; SIGTERM makes it dump its state like a clean stop would.
  await killAndWait(first.anvilPid, "SIGTERM");
  const { tally } = stream;
  console.log(`crash: killed after ${(performance.now() - t0).toFixed(0)} ms`, {
    ...tally,
    payments: tally.payments.map((p) => p.status),
  });
  expect(tally.executed).toBeGreaterThanOrEqual(1);

  // The restart needs no process of its own: what is checked is the ledger it finds.
  const second = await startInProcess(dataDir);
  const auth = { Authorization: `Bearer ${key}`, "Content-Type": "application/json" };
  // Every payment that reached the chain is credited once, whether or not its completion answered.
  for (const p of tally.payments) {
    const res = await fetch(`${second.url}/billing/v1/account/topup/${p.invoiceId}/complete`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ transaction_hash: p.hash }),
    });
    await expectStatus(res, 200, `${p.invoiceId} ${await res.text()}`);
  }
  const chain = createChainDeps(second.chainUrl).publicClient;
  for (const p of tally.payments)
    expect((await chain.getTransactionReceipt({ hash: p.hash })).status).toBe("success");
  const balanceRes = await fetch(`${second.url}/billing/v1/account/balance`, { headers: auth });
  const { balance } = (await balanceRes.json()) as { balance: number };
  await second.stop();

  const db = await openDb({ dataDir: join(dataDir, "db") });
  try {
    expect(await auditLedger(db)).toEqual([]);
    const { rows } = await db.query<{ runs: number; charged: string }>(
      `SELECT count(*)::int AS runs, COALESCE(SUM(charged), 0)::text AS charged
       FROM tool_executions WHERE status = 'succeeded'`,
    );
    const runs = rows[0]?.runs ?? -1;
    // Answered successes all committed; an unanswered one may or may not have.
    expect(runs).toBeGreaterThanOrEqual(tally.executed);
    expect(runs).toBeLessThanOrEqual(tally.executed + tally.unanswered);
    expect(Number(rows[0]?.charged)).toBe(runs * PRICE);
    expect(balance).toBe(SEED + tally.payments.length * CREDITS_PER_INVOICE - runs * PRICE);
  } finally {
    await db.close();
  }
  console.log(`crash: whole run ${(performance.now() - t0).toFixed(0)} ms`);
}, 120_000);
