import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { auditLedger } from "../billing/audit.ts";
import { openDb } from "../db/db.ts";
import {
  killAndWait,
  seedDatabase,
  startInProcess,
  startService,
  stopInProcessStacks,
  type RunningService,
} from "../resilience/crash-harness.ts";

const dataDir = mkdtempSync(join(tmpdir(), "task-crash-"));
const started: RunningService[] = [];
const SEED = 1_000;

const phaseMs = process.env.TASK_PHASE_MS;
afterAll(async () => {
  if (phaseMs === undefined) delete process.env.TASK_PHASE_MS;
  else process.env.TASK_PHASE_MS = phaseMs;
  for (const s of started) {
    await killAndWait(s.pid, "SIGKILL").catch(() => {});
    await killAndWait(s.anvilPid, "SIGKILL").catch(() => {});
  }
  await stopInProcessStacks();
  rmSync(dataDir, { recursive: true, force: true });
});

const json = { "Content-Type": "application/json" };

async function statusOf(url: string, key: string, id: string): Promise<string> {
  const res = await fetch(`${url}/chat/v1/tasks/${id}/status`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  return ((await res.json()) as { status: string }).status;
}

/** Polls until the task leaves `from`; bounded by the number of polls. */
async function leaves(url: string, key: string, id: string, from: string[]): Promise<string> {
  for (let i = 0; i < 400; i++) {
    const status = await statusOf(url, key, id);
    if (!from.includes(status)) return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`task ${id} stayed in ${from.join("/")}`);
}

it("kill -9 of the service mid-task: after restart each task finishes or fails, charged once, audit clean", async () => {
  // Inherited by the spawned services: phases move instantly unless held.
  process.env.TASK_PHASE_MS = "0";
  await seedDatabase(dataDir);
  const first = await startService(dataDir);
  started.push(first);
  const account = await fetch(`${first.url}/__test/accounts`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ subscription_balance: SEED, top_up_balance: 0 }),
  });
  const { api_key: key } = (await account.json()) as { api_key: string };
  const auth = { Authorization: `Bearer ${key}`, ...json };
  const create = async (query: string) => {
    const res = await fetch(`${first.url}/chat/v1/tasks`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ query }),
    });
    return ((await res.json()) as { id: string }).id;
  };
  const hold = (status: string) =>
    fetch(`${first.url}/__test/tasks/holds`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ status }),
    });

  // One task has done its research (and been charged), one has not started it.
  await hold("Validating");
  const researched = await create("Compare Bitcoin and Ethereum prices");
  expect(await leaves(first.url, key, researched, ["Queued", "Researching"])).toBe("Validating");
  await hold("Researching");
  const queued = await create("top 5 meme coins");
  expect(await leaves(first.url, key, queued, ["Queued"])).toBe("Researching");

  await killAndWait(first.pid, "SIGKILL");
  await killAndWait(first.anvilPid, "SIGTERM");

  // The restart needs no process of its own: what is checked is what it makes of the tasks.
  const second = await startInProcess(dataDir);
  // Holds are kept in the database: the first process's outlive it until released.
  await fetch(`${second.url}/__test/tasks/holds`, { method: "DELETE" });
  const ends = ["Queued", "Researching", "Validating", "Summarizing"];
  expect(await leaves(second.url, key, researched, ends)).toBe("Completed");
  expect(await leaves(second.url, key, queued, ends)).toBe("Completed");
  const results = await Promise.all(
    [researched, queued].map(async (id) => {
      const res = await fetch(`${second.url}/chat/v1/tasks/${id}/result`, { headers: auth });
      return (await res.json()) as { usage: { consumed: number }; result: string };
    }),
  );
  const balanceRes = await fetch(`${second.url}/billing/v1/account/balance`, { headers: auth });
  const { balance } = (await balanceRes.json()) as { balance: number };
  await second.stop();

  const consumed = results.reduce((sum, r) => sum + r.usage.consumed, 0);
  expect(results.every((r) => r.result.startsWith("# "))).toBe(true);
  expect(balance).toBe(SEED - consumed);
  const db = await openDb({ dataDir: join(dataDir, "db") });
  try {
    expect(await auditLedger(db)).toEqual([]);
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries GROUP BY reference HAVING count(*) > 1 AND reference IS NOT NULL",
    );
    expect(rows).toEqual([]);
  } finally {
    await db.close();
  }
}, 120_000);
