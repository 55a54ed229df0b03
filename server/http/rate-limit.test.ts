import { afterAll, beforeAll, expect, it } from "vitest";
import { createAccount } from "../auth/accounts.ts";
import { defaultConfig } from "../config.ts";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

let t: TestApp;
let clock = Date.parse("2026-11-21T12:00:00.000Z");
const limits = { ...defaultConfig().limits, rateLimit: { requests: 3, windowMs: 60_000 } };

beforeAll(async () => {
  t = await makeTestApp({ config: { limits }, now: () => new Date(clock) });
});
afterAll(() => t.close());

// Each test spends its own key's window, so the tests share one app.
async function freshKey(): Promise<string> {
  const zero = { subscription: 0n, topUp: 0n };
  return (await createAccount(t.db, { name: "limited", balance: zero })).apiKey;
}

const balance = (key: string) =>
  t.app.request("/billing/v1/account/balance", { headers: { Authorization: `Bearer ${key}` } });

const tools = (key: string) =>
  t.app.request("/chat/v1/tools?vertical_id=crypto", { headers: { Authorization: `Bearer ${key}` } });

it("answers 429 RATE_LIMITED with Retry-After once a key spends its window, across both families", async () => {
  const key = await freshKey();
  await expectStatus(await balance(key), 200);
  await expectStatus(await tools(key), 200);
  clock += 20_000;
  await expectStatus(await balance(key), 200);

  const res = await tools(key);
  await expectStatus(res, 429);
  expect(res.headers.get("Retry-After")).toBe("40");
  expect(await res.json()).toEqual({
    error: {
      code: "RATE_LIMITED",
      message: expect.any(String) as unknown,
      details: { retry_after_seconds: 40, limit: 3, window_seconds: 60 },
    },
  });
});

it("leaves other keys alone and resets when the window has passed", async () => {
  const [key, other] = [await freshKey(), await freshKey()];
  for (let i = 0; i < 3; i++) await expectStatus(await balance(key), 200);
  await expectStatus(await balance(key), 429);
  await expectStatus(await balance(other), 200);

  clock += 59_999;
  const last = await balance(key);
  await expectStatus(last, 429);
  expect(last.headers.get("Retry-After")).toBe("1");
  clock += 1;
  await expectStatus(await balance(key), 200);
});

it("does not count requests with a wrong key or on unauthenticated routes", async () => {
  const key = await freshKey();
  for (let i = 0; i < 5; i++) await expectStatus(await balance("dk_wrong"), 401);
  for (let i = 0; i < 5; i++) {
    const res = await t.app.request("/__test/chain/mine", { method: "POST", body: "{}" });
    await expectStatus(res, 400);
  }
  await expectStatus(await balance(key), 200);
});
