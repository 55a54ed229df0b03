import { defaultConfig, type Dialect } from "../config.ts";
import { newPaymentKey, paymentPublicKey } from "../billing/payment-addresses.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

const apps: TestApp[] = [];
async function setup(options: Parameters<typeof makeTestApp>[0]) {
  const t = await makeTestApp(options);
  apps.push(t);
  return t;
}
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

async function call(t: TestApp, path: string, init: RequestInit = {}, key: string | null = t.key) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key !== null) headers.Authorization = `Bearer ${key}`;
  const res = await t.app.request(path, { ...init, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

describe("a wrong or missing key", () => {
  it.each<[Dialect, string]>([
    ["spec", "UNAUTHORIZED"],
    ["production", "authentication_error"],
  ])("on the chat family answers 401 with the %s code %s", async (dialect, code) => {
    const t = await setup({ config: { dialect } });
    const wrong = await call(t, "/chat/v1/tools?vertical_id=crypto", {}, "dk_wrong");
    await expectStatus(wrong, 401);
    expect(wrong.body).toMatchObject({ error: { code, message: "Invalid API key" } });
    expect("success" in wrong.body).toBe(dialect === "production");
    const missing = await call(t, "/chat/v1/search", { method: "POST", body: "{}" }, null);
    expect(missing).toMatchObject({ status: 401, body: { error: { code } } });
  });

  it("on the billing family keeps the documented UNAUTHORIZED in both dialects", async () => {
    for (const dialect of ["spec", "production"] as const) {
      const t = await setup({ config: { dialect } });
      const res = await call(t, "/billing/v1/account/balance", {}, "dk_wrong");
      expect(res).toEqual({
        status: 401,
        headers: res.headers,
        body: { error: { code: "UNAUTHORIZED", message: "Invalid API key", details: { reason: "invalid" } } },
      });
    }
  });
});

describe("the production chat family's codes", () => {
  it("says not_found for an unknown route and bad_request for a malformed body", async () => {
    const t = await setup({ dialect: "production" });
    expect(await call(t, "/chat/v1/nowhere")).toMatchObject({
      status: 404,
      body: { success: false, error: { code: "not_found" } },
    });
    const bad = await call(t, "/chat/v1/search", { method: "POST", body: "{" });
    expect(bad).toMatchObject({ status: 400, body: { success: false, error: { code: "bad_request" } } });
  });

  it("says rate_limit_exceeded on 429, with Retry-After", async () => {
    const limits = { ...defaultConfig().limits, rateLimit: { requests: 1, windowMs: 60_000 } };
    const t = await setup({ dialect: "production", config: { limits } });
    await call(t, "/chat/v1/tools?vertical_id=crypto");
    const limited = await call(t, "/chat/v1/tools?vertical_id=crypto");
    await expectStatus(limited, 429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({ success: false, error: { code: "rate_limit_exceeded" } });
  });

  it("leaves the billing family's codes alone for a production account", async () => {
    const t = await setup({ dialect: "production", config: { treasury: null } });
    const res = await call(t, "/billing/v1/account/topup", {
      method: "POST",
      body: JSON.stringify({ type: "crypto", currency_id: "doge", credits: 1 }),
    });
    expect(res).toMatchObject({ status: 400, body: { error: { code: "CURRENCY_NOT_SUPPORTED" } } });
    expect("success" in res.body).toBe(false);
  });
});

describe("top-up invoice ids", () => {
  it.each<[Dialect, RegExp]>([
    ["spec", /^inv_[0-9a-f]{32}$/],
    ["production", /^tp_[A-Za-z0-9_-]{21}$/],
  ])("are minted in the account's dialect (%s)", async (dialect, pattern) => {
    const paymentKey = paymentPublicKey(newPaymentKey());
    const t = await setup({
      dialect,
      config: { treasury: "0x1111111111111111111111111111111111111111", paymentKey },
    });
    const res = await call(t, "/billing/v1/account/topup", {
      method: "POST",
      body: JSON.stringify({ type: "crypto", currency_id: "eth", credits: 10 }),
    });
    await expectStatus(res, 200);
    expect(res.body.id).toMatch(pattern);
  });
});
