import fc from "fast-check";
import { expect } from "vitest";
import { auditLedger, type Discrepancy } from "../billing/audit.ts";
import { newPaymentKey, paymentPublicKey } from "../billing/payment-addresses.ts";
import { defaultConfig } from "../config.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { contractBreach } from "./error-schema.ts";
import { requestArb, type FuzzContext, type FuzzRequest } from "./fuzz-requests.ts";

export interface FuzzReport {
  runs: number;
  ms: number;
  statuses: Record<number, number>;
  log: string[];
  key: string;
  discrepancies: Discrepancy[];
}

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
  const post = async (path: string, body: unknown) => {
    const res = await t.app.request(path, {
      method: "POST",
      headers: { Authorization: `Bearer ${t.key}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { id: string };
  };
  const plan = await post("/chat/v1/search/plan", { query: "price of BTC", vertical_id: "crypto" });
  const invoice = await post("/billing/v1/account/topup", { type: "crypto", currency_id: "eth", credits: 5 });
  return { t, ctx: { key: t.key, accountId: t.accountId, planId: plan.id, invoiceId: invoice.id } };
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
    const ms = Math.round(performance.now() - started);
    return { runs, ms, statuses, log, key: t.key, discrepancies: await auditLedger(t.db) };
  } finally {
    await t.close();
  }
}

/** What every fuzz run must leave behind: balanced books, a log without secrets, no pollution. */
export function expectClean(report: FuzzReport): void {
  expect(report.discrepancies).toEqual([]);
  // One line per request: none was swallowed by a crash before the log middleware.
  expect(report.log.length).toBeGreaterThanOrEqual(report.runs);
  const log = report.log.join("\n");
  expect(log).not.toContain(report.key);
  expect(log).not.toMatch(/bearer|authorization|dk_/i);
  // onError logs unexpected failures as "error …": there must be none.
  expect(log).not.toMatch(/^error /m);
  expect(Object.prototype).not.toHaveProperty("polluted");
}
