import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { auditLedger } from "../billing/audit.ts";
import { killAndWait, startService, type RunningService } from "../resilience/crash-harness.ts";
import { twoApps, type Instance, type TwoApps } from "../testing/two-apps.ts";
import { runtimeOf } from "./runner.ts";

// Leases short enough that a takeover after a kill fits in a test, long enough that a loaded
// machine still renews them in time (every third of it). Read when each runtime is made.
const LEASE_MS = "3000";
const saved = { lease: process.env.TASK_LEASE_MS, phase: process.env.TASK_PHASE_MS };
let s: TwoApps;
let dir = "";
// C, the instance the last test kills: a process of its own, started with the file so that its
// start-up overlaps the other tests (it only takes tasks nobody holds, and honours the holds).
let starting: Promise<RunningService> | undefined;

beforeAll(async () => {
  process.env.TASK_LEASE_MS = LEASE_MS;
  process.env.TASK_PHASE_MS = "0";
  s = await twoApps();
  dir = mkdtempSync(join(tmpdir(), "tasks-two-"));
  starting = startService(join(dir, "c"), {
    env: { DATABASE_URL: s.url, TASK_LEASE_MS: LEASE_MS, TASK_PHASE_MS: "0" },
  });
  // Awaited by the last test; a failed start must not be an unhandled rejection meanwhile.
  starting.catch(() => {});
});
afterEach(() => control(s.a, "DELETE", "/holds"));
afterAll(async () => {
  const c = await starting?.catch(() => undefined);
  if (c !== undefined) {
    await killAndWait(c.pid, "SIGKILL").catch(() => {});
    await killAndWait(c.anvilPid, "SIGKILL").catch(() => {});
  }
  runtimeOf(s.a.db).halt();
  runtimeOf(s.b.db).halt();
  await s.close();
  rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of [
    ["TASK_LEASE_MS", saved.lease],
    ["TASK_PHASE_MS", saved.phase],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const QUERY = "Compare Bitcoin and Ethereum prices";

async function control(on: Instance, method: string, path: string, body?: unknown) {
  const res = await on.app.request(`/__test/tasks${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { phase_ms: number; held: string[] };
}

async function create(on: Instance | string, key: string): Promise<string> {
  const res =
    typeof on === "string"
      ? await fetch(`${on}/chat/v1/tasks`, {
          method: "POST",
          headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
          body: JSON.stringify({ query: QUERY }),
        })
      : await on.call("POST", "/chat/v1/tasks", key, { query: QUERY });
  return ((await res.json()) as { id: string }).id;
}

async function statusOn(on: Instance, key: string, id: string): Promise<string> {
  const res = await on.call("GET", `/chat/v1/tasks/${id}/status`, key);
  return ((await res.json()) as { status: string }).status;
}

/**
 * Polls the database (not the API: the key's rate limit) until the task is in `to`, then reads it
 * on the wire; bounded, so a stuck task fails the test.
 */
async function reaches(on: Instance, key: string, id: string, to: string): Promise<void> {
  const stored = async () =>
    (await s.a.db.query<{ status: string }>("SELECT status FROM research_tasks WHERE id = $1", [id])).rows[0]
      ?.status;
  for (let i = 0; i < 300 && (await stored()) !== to; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await statusOn(on, key, id)).toBe(to);
}

/** Every plan the account's tasks made, with its charges: each must be charged at most once. */
async function plansAndCharges(accountId: string) {
  const { rows } = await s.a.db.query<{ plans: number; stepPlans: number; charges: number; spent: number }>(
    `SELECT (SELECT COUNT(*)::int FROM search_plans WHERE account_id = $1) AS "plans",
       (SELECT COUNT(*)::int FROM research_task_steps st JOIN research_tasks t ON t.id = st.task_id
        WHERE t.account_id = $1 AND st.plan_id IS NOT NULL) AS "stepPlans",
       (SELECT COUNT(*)::int FROM ledger_entries WHERE account_id = $1 AND kind = 'charge') AS "charges",
       (SELECT COALESCE(-SUM(subscription_delta + top_up_delta), 0)::int FROM ledger_entries
        WHERE account_id = $1 AND kind = 'charge') AS "spent"`,
    [accountId],
  );
  return rows[0] as { plans: number; stepPlans: number; charges: number; spent: number };
}

it("test control set through one instance acts on the other: its hold stops B's tasks, its release frees them", async () => {
  expect(await control(s.a, "PUT", "/timing", { phase_ms: 0 })).toEqual({ phase_ms: 0, held: [] });
  await control(s.a, "POST", "/holds", { status: "Validating" });
  expect(await control(s.b, "GET", "/control")).toEqual({ phase_ms: 0, held: ["Validating"] });

  const { apiKey } = await s.account();
  const id = await create(s.b, apiKey);
  await reaches(s.b, apiKey, id, "Validating");
  await new Promise((r) => setTimeout(r, 300));
  expect(await statusOn(s.b, apiKey, id)).toBe("Validating");
  expect((await control(s.a, "DELETE", "/holds/Validating")).held).toEqual([]);
  await reaches(s.b, apiKey, id, "Completed");
});

it("each task is advanced by one instance: B's sweep leaves A's tasks alone, each plan runs and is charged once", async () => {
  const { accountId, apiKey } = await s.account(10_000n);
  await control(s.a, "POST", "/holds", { status: "Researching" });
  const ids = await Promise.all(Array.from({ length: 4 }, () => create(s.a, apiKey)));
  for (const id of ids) await reaches(s.a, apiKey, id, "Researching");
  // B looks for tasks to take, as it does every third of a lease: A holds them all.
  await runtimeOf(s.b.db).recover();
  await control(s.b, "DELETE", "/holds");
  for (const id of ids) await reaches(s.a, apiKey, id, "Completed");
  const { rows } = await s.a.db.query<{ owner: string }>(
    "SELECT DISTINCT lease_owner AS owner FROM research_tasks WHERE id = ANY($1::text[])",
    [ids],
  );
  expect(rows).toEqual([{ owner: runtimeOf(s.a.db).owner }]);

  const counted = await plansAndCharges(accountId);
  expect(counted.plans).toBe(counted.stepPlans);
  expect(counted.charges).toBeLessThanOrEqual(counted.plans);
  expect(await auditLedger(s.a.db)).toEqual([]);
  const res = await s.b.call("GET", "/billing/v1/account/balance", apiKey);
  expect(((await res.json()) as { balance: number }).balance).toBe(10_000 - counted.spent);
});

it("a task started on an instance that is killed mid-way is finished once by another", async () => {
  const { accountId, apiKey } = await s.account(10_000n);
  // C: its own process on the same database (and a chain of its own, which tasks do not use).
  const c = await (starting as Promise<RunningService>);

  // One task has done its research (and been charged) on C, one has not started it.
  await control(s.a, "POST", "/holds", { status: "Validating" });
  const researched = await create(c.url, apiKey);
  await reaches(s.a, apiKey, researched, "Validating");
  await control(s.a, "POST", "/holds", { status: "Researching" });
  const queued = await create(c.url, apiKey);
  await reaches(s.a, apiKey, queued, "Researching");
  const before = await plansAndCharges(accountId);
  expect(before.charges).toBeGreaterThan(0);

  await killAndWait(c.pid, "SIGKILL");
  await killAndWait(c.anvilPid, "SIGKILL");
  await control(s.a, "DELETE", "/holds");
  await reaches(s.a, apiKey, researched, "Completed");
  await reaches(s.a, apiKey, queued, "Completed");

  const { rows } = await s.a.db.query<{ owner: string }>(
    "SELECT lease_owner AS owner FROM research_tasks WHERE id = ANY($1::text[])",
    [[researched, queued]],
  );
  const survivors = [runtimeOf(s.a.db).owner, runtimeOf(s.b.db).owner];
  expect(rows.every((r) => survivors.includes(r.owner))).toBe(true);
  const after = await plansAndCharges(accountId);
  expect(after.plans).toBe(after.stepPlans);
  expect(after.charges).toBeLessThanOrEqual(after.plans);
  expect(await auditLedger(s.a.db)).toEqual([]);
  const res = await s.a.call("GET", "/billing/v1/account/balance", apiKey);
  expect(((await res.json()) as { balance: number }).balance).toBe(10_000 - after.spent);
}, 120_000);
