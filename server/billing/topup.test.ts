import { makeTestApp, type TestApp } from "../test-support.ts";
import { invoiceAddress, newPaymentKey, paymentPublicKey } from "./payment-addresses.ts";
import { expectStatus } from "../../common/expect-status.ts";

const TREASURY = "0x1111111111111111111111111111111111111111";
const PAYMENT_KEY = paymentPublicKey(newPaymentKey());

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    config: { treasury: TREASURY, paymentKey: PAYMENT_KEY },
    now: () => new Date("2026-11-21T12:00:00.9Z"),
  });
});
afterAll(() => t.close());

function topup(body: unknown, headers: Record<string, string> = {}) {
  return t.app.request("/billing/v1/account/topup", {
    method: "POST",
    headers: { authorization: `Bearer ${t.key}`, "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function errorOf(res: Response) {
  const body = (await res.json()) as {
    error: { code: string; message: string; details: Record<string, unknown> };
  };
  return { status: res.status, ...body.error };
}

describe("POST /account/topup", () => {
  it("returns the spec invoice with an exact digit-string amount", async () => {
    const res = await topup({ type: "crypto", currency_id: "eth", credits: 1234 });
    await expectStatus(res, 200);
    const invoice = (await res.json()) as Record<string, unknown>;
    expect(invoice).toEqual({
      id: expect.stringMatching(/^inv_[0-9a-f]{32}$/) as unknown,
      account_id: t.accountId,
      requested_at: 1_795_262_400,
      purchased_at: null,
      status: "requested",
      credits: 1234,
      amount: "12340000000000000",
      currency_id: "eth",
      decimals: 18,
      // The first invoice of a fresh database: address 0 of the payment key.
      destination_address: invoiceAddress(PAYMENT_KEY, 0),
    });
  });

  it("gives every invoice its own destination, derived at the next index", async () => {
    const body = { type: "crypto", currency_id: "eth", credits: 5 };
    const a = (await (await topup(body)).json()) as { destination_address: string };
    const b = (await (await topup(body)).json()) as { destination_address: string };
    expect(a.destination_address).not.toBe(b.destination_address);
    expect(a.destination_address).not.toBe(TREASURY);
    const rows = await t.db.query<{ destination_address: string; address_index: number }>(
      "SELECT destination_address, address_index FROM topup_invoices ORDER BY address_index",
    );
    for (const row of rows.rows) {
      expect(row.destination_address).toBe(invoiceAddress(PAYMENT_KEY, row.address_index));
    }
    expect(rows.rows.map((r) => r.destination_address)).toContain(b.destination_address);
  });

  it("quotes USDC in 6 decimals, rounding up", async () => {
    const invoice = (await (await topup({ type: "crypto", currency_id: "usdc", credits: 1 })).json()) as {
      amount: string;
      decimals: number;
    };
    expect(invoice).toMatchObject({ amount: "25000", decimals: 6 });
  });

  it("accepts exactly the configured maximum", async () => {
    await expectStatus(await topup({ type: "crypto", currency_id: "usdc", credits: 1_000_000 }), 200);
  });

  it.each([
    ["type", { type: "card", currency_id: "eth", credits: 10 }],
    ["type", { currency_id: "eth", credits: 10 }],
    ["currency_id", { type: "crypto", credits: 10 }],
    ["currency_id", { type: "crypto", currency_id: 5, credits: 10 }],
    ["credits", { type: "crypto", currency_id: "eth" }],
    ["credits", { type: "crypto", currency_id: "eth", credits: 0 }],
    ["credits", { type: "crypto", currency_id: "eth", credits: -5 }],
    ["credits", { type: "crypto", currency_id: "eth", credits: 1.5 }],
    ["credits", { type: "crypto", currency_id: "eth", credits: "10" }],
    ["credits", { type: "crypto", currency_id: "eth", credits: 1_000_001 }],
  ])("rejects a bad %s with INVALID_REQUEST naming it (%j)", async (field, body) => {
    const error = await errorOf(await topup(body));
    expect(error).toMatchObject({ status: 400, code: "INVALID_REQUEST", details: { field } });
    expect(error.message).toContain(field);
  });

  it("rejects malformed JSON and a wrong content type", async () => {
    expect(await errorOf(await topup("{"))).toMatchObject({ status: 400, code: "INVALID_REQUEST" });
    const res = await topup(
      { type: "crypto", currency_id: "eth", credits: 1 },
      { "content-type": "text/plain" },
    );
    expect(await errorOf(res)).toMatchObject({ code: "INVALID_REQUEST", details: { field: "content-type" } });
  });

  it("rejects an unknown currency with CURRENCY_NOT_SUPPORTED", async () => {
    const error = await errorOf(await topup({ type: "crypto", currency_id: "btc", credits: 10 }));
    expect(error).toMatchObject({
      status: 400,
      code: "CURRENCY_NOT_SUPPORTED",
      details: { field: "currency_id", supported: ["eth", "usdc"] },
    });
  });

  it("answers 503 TOP_UP_UNAVAILABLE without a payment key", async () => {
    const bare = await makeTestApp({ config: { treasury: TREASURY } });
    try {
      const res = await bare.app.request("/billing/v1/account/topup", {
        method: "POST",
        headers: { authorization: `Bearer ${bare.key}`, "content-type": "application/json" },
        body: JSON.stringify({ type: "crypto", currency_id: "eth", credits: 1 }),
      });
      expect(await errorOf(res)).toMatchObject({ status: 503, code: "TOP_UP_UNAVAILABLE" });
    } finally {
      await bare.close();
    }
  });

  it("needs an API key", async () => {
    const res = await t.app.request("/billing/v1/account/topup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "crypto", currency_id: "eth", credits: 1 }),
    });
    expect((await errorOf(res)).code).toBe("UNAUTHORIZED");
  });
});
