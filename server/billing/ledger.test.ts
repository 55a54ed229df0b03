import { afterEach, describe, expect, it } from "vitest";
import { ServiceError } from "../http/errors.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { charge, credit, getBalance, setBalance } from "./ledger.ts";

let t: TestApp;
afterEach(() => t.close());

async function ledgerSums(accountId: string) {
  const { rows } = await t.db.query<{ sub: bigint; top: bigint; n: number }>(
    `SELECT COALESCE(SUM(subscription_delta), 0)::bigint AS sub, COALESCE(SUM(top_up_delta), 0)::bigint AS top,
            COUNT(*)::int AS n
     FROM ledger_entries WHERE account_id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) throw new Error("no sums");
  return row;
}

describe("ledger", () => {
  it("charges the subscription part first, then the top-up part", async () => {
    t = await makeTestApp({ subscription: 100n, topUp: 50n });
    expect(await charge(t.db, t.accountId, 60n, "r1")).toEqual({ subscription: 40n, topUp: 50n });
    expect(await charge(t.db, t.accountId, 70n, "r2")).toEqual({ subscription: 0n, topUp: 20n });
    expect(await charge(t.db, t.accountId, 20n, "r3")).toEqual({ subscription: 0n, topUp: 0n });
    const { rows } = await t.db.query<{
      subscription_delta: bigint;
      top_up_delta: bigint;
      reference: string;
    }>(
      "SELECT subscription_delta, top_up_delta, reference FROM ledger_entries WHERE kind = 'charge' ORDER BY id",
    );
    expect(rows).toEqual([
      { subscription_delta: -60n, top_up_delta: 0n, reference: "r1" },
      { subscription_delta: -40n, top_up_delta: -30n, reference: "r2" },
      { subscription_delta: 0n, top_up_delta: -20n, reference: "r3" },
    ]);
  });

  it("refuses a charge above the balance with 402 INSUFFICIENT_CREDITS and changes nothing", async () => {
    t = await makeTestApp({ subscription: 3n, topUp: 4n });
    const failure = await charge(t.db, t.accountId, 8n, "r").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ServiceError);
    expect(failure).toMatchObject({
      status: 402,
      code: "INSUFFICIENT_CREDITS",
      details: { needed: 8, available: 7 },
    });
    expect(await getBalance(t.db, t.accountId)).toEqual({ subscription: 3n, topUp: 4n });
  });

  it("adds credits to the top-up part only", async () => {
    t = await makeTestApp({ subscription: 10n, topUp: 0n });
    expect(await credit(t.db, t.accountId, 25n, "invoice-1")).toEqual({ subscription: 10n, topUp: 25n });
  });

  it("reports an unknown account as 404 ACCOUNT_NOT_FOUND", async () => {
    t = await makeTestApp();
    await expect(charge(t.db, "acc_missing", 1n, "r")).rejects.toMatchObject({
      status: 404,
      code: "ACCOUNT_NOT_FOUND",
    });
  });

  it("lets exactly 10 of 100 parallel 1-credit charges through a balance of 10", async () => {
    t = await makeTestApp({ subscription: 4n, topUp: 6n });
    const before = (await ledgerSums(t.accountId)).n;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => charge(t.db, t.accountId, 1n, `parallel-${i}`)),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected" && r.reason instanceof ServiceError);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(90);
    expect(await getBalance(t.db, t.accountId)).toEqual({ subscription: 0n, topUp: 0n });
    expect((await ledgerSums(t.accountId)).n - before).toBe(10);
  });

  it("keeps the balance equal to the sum of its ledger entries", async () => {
    t = await makeTestApp({ subscription: 1000n, topUp: 500n });
    await charge(t.db, t.accountId, 1200n, "a");
    await credit(t.db, t.accountId, 77n, "b");
    await setBalance(t.db, t.accountId, { subscription: 5n, topUp: 9n });
    await charge(t.db, t.accountId, 6n, "c");
    const sums = await ledgerSums(t.accountId);
    const balance = await getBalance(t.db, t.accountId);
    expect({ subscription: sums.sub, topUp: sums.top }).toEqual(balance);
    expect(balance).toEqual({ subscription: 0n, topUp: 8n });
  });

  it("rolls back with the caller's transaction", async () => {
    t = await makeTestApp({ subscription: 0n, topUp: 0n });
    await t.db
      .transaction(async (tx) => {
        await credit(tx, t.accountId, 50n, "invoice-2");
        throw new Error("later step failed");
      })
      .catch(() => undefined);
    expect(await getBalance(t.db, t.accountId)).toEqual({ subscription: 0n, topUp: 0n });
  });
});
