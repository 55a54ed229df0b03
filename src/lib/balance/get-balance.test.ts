import { describe, expect, test } from "vitest";
import { connectionFor, createTestAccount } from "../../test/reference-service";
import { installAppNetwork } from "../../test/app-network";
import { json, routes } from "../../test/service";
import { getBalance } from "./get-balance";

/** For staged answers only: no request with it reaches the service. */
const offline = { id: "acc_staged", key: "dk_staged", dialect: "spec" } as const;

describe.each(["spec", "production"] as const)("getBalance (%s dialect)", (dialect) => {
  test("reads the three parts as integers from GET /account/balance with the bearer key", async () => {
    const account = await createTestAccount({ subscription_balance: 5000, top_up_balance: 1250, dialect });

    await expect(getBalance(connectionFor(account))).resolves.toEqual({
      total: 6250n,
      subscription: 5000n,
      topUp: 1250n,
    });
  });

  test("a key the service does not know is refused as UNAUTHORIZED", async () => {
    const account = await createTestAccount({ dialect });
    const connection = { ...connectionFor(account), apiKey: `${account.key}x` };
    await expect(getBalance(connection)).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
  });
});

// The reference service keeps credits within 2^53 and sends numbers; other services may send digits.
test("a balance beyond 2^53 sent as digits keeps every digit", async () => {
  const big = { balance: "9007199254740993", subscription_balance: "9007199254740992", top_up_balance: 1 };
  installAppNetwork(routes({ "GET /billing/v1/account/balance": () => json(big) }));
  const result = await getBalance(connectionFor(offline));
  expect(result.total).toBe(9007199254740993n);
});

// A number that large was already rounded by JSON.parse: only digits are exact there.
test("a balance beyond 2^53 sent as a number is refused as an invalid response", async () => {
  const rounded = { balance: 2 ** 53 + 2, subscription_balance: 0, top_up_balance: 0 };
  installAppNetwork(routes({ "GET /billing/v1/account/balance": () => json(rounded) }));
  const error: unknown = await getBalance(connectionFor(offline)).catch((reason: unknown) => reason);
  expect(error).toMatchObject({ kind: "invalid-response", details: { issues: [{ path: "balance" }] } });
});

// The reference service never sends a fraction; staged here because a buggy upstream might.
test("a fractional balance is refused as an invalid response, not rounded", async () => {
  const odd = { balance: 1.5, subscription_balance: 1, top_up_balance: 0.5 };
  installAppNetwork(routes({ "GET /billing/v1/account/balance": () => json(odd) }));
  await expect(getBalance(connectionFor(offline))).rejects.toMatchObject({ kind: "invalid-response" });
});
