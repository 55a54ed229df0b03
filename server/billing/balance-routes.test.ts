import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

let t: TestApp;
afterEach(() => t.close());

const getBalance = (key: string) =>
  t.app.request("/billing/v1/account/balance", { headers: { Authorization: `Bearer ${key}` } });

describe("GET /billing/v1/account/balance", () => {
  it.each(["spec", "production"] as const)("answers the same body in the %s dialect", async (dialect) => {
    t = await makeTestApp({ subscription: 1000n, topUp: 500n, config: { dialect } });
    const res = await getBalance(t.key);
    await expectStatus(res, 200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ balance: 1500, subscription_balance: 1000, top_up_balance: 500 });
  });

  it("answers each caller with its own account", async () => {
    t = await makeTestApp();
    const created = await t.app.request("/__test/accounts", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subscription_balance: 7, top_up_balance: 0, dialect: "production" }),
    });
    const { api_key } = (await created.json()) as { api_key: string };
    expect(await (await getBalance(api_key)).json()).toEqual({
      balance: 7,
      subscription_balance: 7,
      top_up_balance: 0,
    });
    expect(await (await getBalance(t.key)).json()).toEqual({
      balance: 1500,
      subscription_balance: 1000,
      top_up_balance: 500,
    });
  });

  it("shows a balance changed on the service side at once", async () => {
    t = await makeTestApp({ subscription: 0n, topUp: 0n });
    await t.app.request(`/__test/accounts/${t.accountId}/balance`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subscription_balance: 12, top_up_balance: 30 }),
    });
    expect(await (await getBalance(t.key)).json()).toEqual({
      balance: 42,
      subscription_balance: 12,
      top_up_balance: 30,
    });
  });
});
