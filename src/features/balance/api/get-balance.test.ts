import { afterEach, describe, expect, test } from "vitest";
import { balance } from "../../../test/fixtures/billing";
import { TEST_KEY, testConnection } from "../../../test/fixtures/connection";
import { installServiceFetch, json, routes, type InstalledService } from "../../../test/service";
import { getBalance } from "./get-balance";

let service: InstalledService | undefined;
afterEach(() => service?.restore());

describe.each(["spec", "production"] as const)("getBalance (%s dialect)", (dialect) => {
  test("reads the three parts as integers from GET /account/balance with the bearer key", async () => {
    service = installServiceFetch(
      routes({ "GET /billing/v1/account/balance": () => json(balance[dialect]) }),
    );

    await expect(getBalance(testConnection)).resolves.toEqual({
      total: 6250n,
      subscription: 5000n,
      topUp: 1250n,
    });
    const [sent] = service.requests;
    expect(sent?.url).toBe("https://svc.test/billing/v1/account/balance");
    expect(sent?.headers.get("Authorization")).toBe(`Bearer ${TEST_KEY}`);
  });
});

test("a balance beyond 2^53 sent as digits keeps every digit", async () => {
  const big = { balance: "9007199254740993", subscription_balance: "9007199254740992", top_up_balance: 1 };
  service = installServiceFetch(routes({ "GET /billing/v1/account/balance": () => json(big) }));
  const result = await getBalance(testConnection);
  expect(result.total).toBe(9007199254740993n);
});

test("a fractional balance is refused as an invalid response, not rounded", async () => {
  const odd = { balance: 1.5, subscription_balance: 1, top_up_balance: 0.5 };
  service = installServiceFetch(routes({ "GET /billing/v1/account/balance": () => json(odd) }));
  await expect(getBalance(testConnection)).rejects.toMatchObject({ kind: "invalid-response" });
});
