import fc from "fast-check";
import { expect } from "vitest";
import { auditLedger, type Discrepancy } from "../billing/audit.ts";
import { newPaymentKey, paymentPublicKey } from "../billing/payment-addresses.ts";
import { defaultConfig } from "../config.ts";
import type { Db } from "../db/db.ts";
import { runtimeOf, TASK_STOPPED } from "../tasks/runner.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { contractBreach } from "./error-schema.ts";
import { requestArb, type FuzzContext, type FuzzRequest } from "./fuzz-requests.ts";

export interface FuzzReport {
  /** The engine the service ran on. */
  engine: Db["kind"];
  runs: number;
  ms: number;
  statuses: Record<number, number>;
  log: string[];
  key: string;
  discrepancies: Discrepancy[];
  /** How the tasks the run created ended, by status. */
  tasks: Record<string, number>;
  /** Tasks that ended on an exception in the runner rather than on a reason of their own. */
  stopped: string[];
}

// Anvil's second dev account, as in the whitelist route tests.
const WHITELISTED = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

function show(r: FuzzRequest): string {
  const body = r.body === undefined ? "(none)" : `${r.body.slice(0, 400)}${r.body.length > 400 ? "…" : ""}`;
  return `${r.method} ${r.path.slice(0, 300)}\nheaders ${JSON.stringify(r.headers)}\nbody ${body}`;
}

async function seeded(log: string[]): Promise<{ t: TestApp; ctx: FuzzContext }> {
  const limits = { ...defaultConfig().limits, rateLimit: { requests: 1e9, windowMs: 60_000 } };
  const t = await makeTestApp({
    subscription: 10n ** 12n,
    topUp: 10n ** 12n,
    // A payment key without a chain: invoices can be created, completions answer CHAIN_UNAVAILABLE.
    config: { paymentKey: paymentPublicKey(newPaymentKey()), limits },
    log: (line) => log.push(line),
  });
  // Tasks the fuzz creates end during the run rather than sleeping through each phase (TASK_PHASE_MS).
  runtimeOf(t.db).phaseMs = 0;
  const post = async (path: string, body: unknown) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    // A seed that failed would leave "undefined" among the real ids and the fuzz would miss its route.
    if (!res.ok) throw new Error(`seeding ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const plan = await post("/chat/v1/search/plan", { query: "price of BTC", vertical_id: "crypto" });
  const invoice = await post("/billing/v1/account/topup", { type: "crypto", currency_id: "eth", credits: 5 });
  const task = await post("/chat/v1/tasks", { query: "price of BTC" });
  await runtimeOf(t.db).settled(task.id);
  await post("/billing/v1/account/whitelist", { address: WHITELISTED });
  const ctx = {
    key: t.key,
    accountId: t.accountId,
    planId: plan.id,
    invoiceId: invoice.id,
    taskId: task.id,
    whitelisted: WHITELISTED,
  };
  return { t, ctx };
}

/**
 * Lets every task the run set going end, so none is left writing to a closed database. Test control
 * may have held phases or lengthened them: released and with no phase time, each runs straight to
 * its end.
 */
async function settleTasks(db: Db): Promise<void> {
  const runtime = runtimeOf(db);
  runtime.phaseMs = 0;
  await runtime.setPhaseTime(null);
  await runtime.release();
  await runtime.idle();
}

async function taskOutcomes(db: Db): Promise<Pick<FuzzReport, "tasks" | "stopped">> {
  const counts = await db.query<{ status: string; n: number }>(
    "SELECT status, count(*)::int AS n FROM research_tasks GROUP BY status",
  );
  // The runner's catch-all reason: with 10^12 credits, only an exception ends a task so.
  const stopped = await db.query<{ error: string }>(
    "SELECT error FROM research_tasks WHERE status = 'Failed' AND starts_with(error, $1)",
    [TASK_STOPPED],
  );
  return {
    tasks: Object.fromEntries(counts.rows.map((r) => [r.status, r.n])),
    stopped: stopped.rows.map((r) => r.error),
  };
}

/**
 * Fires `runs` generated requests at a fresh app and throws on the first one that breaks the
 * error contract (fast-check then shrinks it and prints the seed to replay it).
 */
export async function fuzzFamily(
  family: "billing" | "chat" | "control",
  runs: number,
  seed: number,
): Promise<FuzzReport> {
  const log: string[] = [];
  const { t, ctx } = await seeded(log);
  const statuses: Record<number, number> = {};
  const started = performance.now();
  try {
    await fc.assert(
      fc.asyncProperty(requestArb(ctx, family), async (r) => {
        const res = await t.app.request(r.path, { method: r.method, headers: r.headers, body: r.body });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const breach = await contractBreach(res, r.method);
        if (breach !== null) throw new Error(`${breach}\n${show(r)}`);
      }),
      { numRuns: runs, seed },
    );
    await settleTasks(t.db);
    const ms = Math.round(performance.now() - started);
    const discrepancies = await auditLedger(t.db);
    return {
      engine: t.db.kind,
      runs,
      ms,
      statuses,
      log,
      key: t.key,
      discrepancies,
      ...(await taskOutcomes(t.db)),
    };
  } finally {
    // Again, for a run that failed: its tasks must not outlive the database either.
    await settleTasks(t.db);
    await t.close();
  }
}

/** What every fuzz run must leave behind: balanced books, a log without secrets, no pollution. */
export function expectClean(report: FuzzReport): void {
  expect(report.discrepancies).toEqual([]);
  expect(report.stopped).toEqual([]);
  // After settleTasks every task has ended one way or the other.
  expect(Object.keys(report.tasks).filter((s) => s !== "Completed" && s !== "Failed")).toEqual([]);
  // One line per request: none was swallowed by a crash before the log middleware.
  expect(report.log.length).toBeGreaterThanOrEqual(report.runs);
  const log = report.log.join("\n");
  expect(log).not.toContain(report.key);
  expect(log).not.toMatch(/bearer|authorization|dk_/i);
  // onError logs unexpected failures as "error …": there must be none.
  expect(log).not.toMatch(/^error /m);
  expect(Object.prototype).not.toHaveProperty("polluted");
}
