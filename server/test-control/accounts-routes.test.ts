import { afterEach, describe, expect, it } from "vitest";
import { makeTestApp, type TestApp } from "../test-support.ts";
import { expectStatus } from "../../common/expect-status.ts";

let t: TestApp;
afterEach(() => t.close());

const send = (method: string, path: string, body: unknown) =>
  t.app.request(path, {
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

async function balanceOf(key: string): Promise<unknown> {
  const res = await t.app.request("/billing/v1/account/balance", {
    headers: { Authorization: `Bearer ${key}` },
  });
  return res.json();
}

describe("/__test accounts", () => {
  it("creates an account whose key works, with zero balance by default", async () => {
    t = await makeTestApp();
    const res = await send("POST", "/__test/accounts", {});
    await expectStatus(res, 201);
    const body = (await res.json()) as { account_id: string; api_key: string };
    expect(body.account_id).toMatch(/^acc_[0-9a-f]{16}$/);
    expect(body.api_key).toMatch(/^dk_[0-9a-f]{32}$/);
    expect(await balanceOf(body.api_key)).toEqual({ balance: 0, subscription_balance: 0, top_up_balance: 0 });
  });

  it("sets both parts of a balance and answers with the new balance", async () => {
    t = await makeTestApp();
    const res = await send("PUT", `/__test/accounts/${t.accountId}/balance`, {
      subscription_balance: 3,
      top_up_balance: 4,
    });
    await expectStatus(res, 200);
    expect(await res.json()).toEqual({ balance: 7, subscription_balance: 3, top_up_balance: 4 });
    expect(await balanceOf(t.key)).toEqual({ balance: 7, subscription_balance: 3, top_up_balance: 4 });
  });

  it("refuses negative balances and names the field", async () => {
    t = await makeTestApp();
    const res = await send("PUT", `/__test/accounts/${t.accountId}/balance`, {
      subscription_balance: 3,
      top_up_balance: -1,
    });
    await expectStatus(res, 400);
    expect(((await res.json()) as { error: { details: { field: string } } }).error.details.field).toBe(
      "top_up_balance",
    );
  });

  it("stores a dialect override and clears it with null", async () => {
    t = await makeTestApp();
    const set = await send("PUT", `/__test/accounts/${t.accountId}/dialect`, { dialect: "production" });
    expect(await set.json()).toEqual({ dialect: "production" });
    const { rows } = await t.db.query<{ dialect: string | null }>(
      "SELECT dialect FROM accounts WHERE id = $1",
      [t.accountId],
    );
    expect(rows[0]?.dialect).toBe("production");
    expect(
      await (await send("PUT", `/__test/accounts/${t.accountId}/dialect`, { dialect: null })).json(),
    ).toEqual({
      dialect: null,
    });
    const bad = await send("PUT", `/__test/accounts/${t.accountId}/dialect`, { dialect: "klingon" });
    await expectStatus(bad, 400);
  });

  it("answers 404 ACCOUNT_NOT_FOUND for an unknown account", async () => {
    t = await makeTestApp();
    for (const [path, body] of [
      ["/__test/accounts/acc_none/balance", { subscription_balance: 1, top_up_balance: 1 }],
      ["/__test/accounts/acc_none/dialect", { dialect: "spec" }],
    ] as const) {
      const res = await send("PUT", path, body);
      await expectStatus(res, 404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("ACCOUNT_NOT_FOUND");
    }
  });
});
