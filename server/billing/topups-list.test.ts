import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { freshAccount, wireError } from "../testing/wire-client.ts";
import { expectStatus } from "../../common/expect-status.ts";

const HASH = `0x${"cd".repeat(32)}`;
let clock = new Date("2026-11-21T12:00:00Z").getTime();

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    config: {
      treasury: "0x1111111111111111111111111111111111111111",
      paymentKey: paymentPublicKey(newPaymentKey()),
    },
    // One second per invoice, so "newest first" is visible in the order.
    now: () => new Date((clock += 1_000)),
  });
});
afterAll(() => t.close());

function list(key: string, query = "") {
  return t.app.request(`/billing/v1/account/topups${query}`, { headers: { authorization: `Bearer ${key}` } });
}

interface Listed {
  invoices: { id: string; status: string; transaction_hash: string | null; destination_address: string }[];
  next_before: string | null;
}

describe("GET /billing/v1/account/topups", () => {
  it("needs the key", async () => {
    const res = await t.app.request("/billing/v1/account/topups");
    await expectStatus(res, 401);
  });

  it("lists the account's invoices newest first, with the paying hash once completed", async () => {
    const { billing, key } = await freshAccount(t);
    const a = await billing.createInvoice("eth", 10);
    const b = await billing.createInvoice("usdc", 20);
    await t.db.query(
      "UPDATE topup_invoices SET status = 'completed', purchased_at = requested_at, transaction_hash = $2 WHERE id = $1",
      [a.id, HASH],
    );
    const res = await list(key);
    await expectStatus(res, 200);
    const body = (await res.json()) as Listed;
    expect(body.invoices.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(body.invoices[0]).toMatchObject({ status: "requested", transaction_hash: null });
    expect(body.invoices[1]).toMatchObject({ status: "completed", transaction_hash: HASH });
    expect(body.invoices[1]?.destination_address).toBe(a.destination_address);
    expect(body.next_before).toBeNull();
  });

  it("names every transfer a summed credit rests on, and what was sent beyond the quote", async () => {
    const { billing, key } = await freshAccount(t);
    const a = await billing.createInvoice("eth", 10);
    const open = await billing.createInvoice("eth", 11);
    const second = `0x${"ef".repeat(32)}`;
    const received = (BigInt(a.amount) + 250n).toString();
    await t.db.query(
      `UPDATE topup_invoices SET status = 'completed', purchased_at = requested_at, transaction_hash = $2,
         received = $3 WHERE id = $1`,
      [a.id, second, received],
    );
    const credit = await t.db.query<{ id: string }>(
      `INSERT INTO topup_payments (chain_id, transaction_hash, invoice_id, block_hash, part_of)
       VALUES (31337, $1, $2, NULL, NULL) RETURNING id::text AS id`,
      [second, a.id],
    );
    await t.db.query(
      `INSERT INTO topup_payments (chain_id, transaction_hash, invoice_id, block_hash, part_of)
       VALUES (31337, $1, $2, NULL, $3)`,
      [HASH, a.id, credit.rows[0]?.id],
    );
    const body = (await (await list(key)).json()) as {
      invoices: { id: string; transaction_hashes: string[]; overpaid: string | null }[];
    };
    const paid = body.invoices.find((i) => i.id === a.id);
    expect(paid?.transaction_hashes).toEqual([second, HASH]);
    expect(paid?.overpaid).toBe("250");
    expect(body.invoices.find((i) => i.id === open.id)).toMatchObject({
      transaction_hashes: [],
      overpaid: null,
    });
  });

  it("pages with limit and before, never repeating or skipping one", async () => {
    const { billing, key } = await freshAccount(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.unshift((await billing.createInvoice("eth", 1 + i)).id);
    const first = (await (await list(key, "?limit=2")).json()) as Listed;
    expect(first.invoices.map((i) => i.id)).toEqual(ids.slice(0, 2));
    const second = (await (await list(key, `?limit=2&before=${first.next_before}`)).json()) as Listed;
    expect(second.invoices.map((i) => i.id)).toEqual(ids.slice(2, 4));
    const third = (await (await list(key, `?limit=2&before=${second.next_before}`)).json()) as Listed;
    expect(third.invoices.map((i) => i.id)).toEqual(ids.slice(4));
    expect(third.next_before).toBeNull();
  });

  it("never lists another account's invoices, nor pages from one of them", async () => {
    const one = await freshAccount(t);
    const two = await freshAccount(t);
    const theirs = await one.billing.createInvoice("eth", 5);
    const body = (await (await list(two.key)).json()) as Listed;
    expect(body.invoices).toEqual([]);
    const error = await wireError(await list(two.key, `?before=${theirs.id}`));
    expect(error).toMatchObject({ status: 400, code: "INVALID_REQUEST", details: { field: "before" } });
  });

  it.each([["0"], ["101"], ["-1"], ["ten"], ["1.5"], [""]])(
    "refuses limit=%s naming the parameter",
    async (v) => {
      const error = await wireError(await list(t.key, `?limit=${v}`));
      expect(error).toMatchObject({ status: 400, code: "INVALID_REQUEST", details: { field: "limit" } });
    },
  );

  it("refuses an empty or unknown before naming the parameter", async () => {
    for (const v of ["", "inv_nope"]) {
      const error = await wireError(await list(t.key, `?before=${v}`));
      expect(error).toMatchObject({ status: 400, code: "INVALID_REQUEST", details: { field: "before" } });
    }
  });
});
