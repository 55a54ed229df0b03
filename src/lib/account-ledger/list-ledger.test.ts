import { expect, test } from "vitest";
import { connectionFor, createTestAccount } from "../../test/reference-service";
import { installAppNetwork, type AppNetwork } from "../../test/app-network";
import { json, routes } from "../../test/service";
import { listLedger } from "./list-ledger";

let staged: AppNetwork | undefined;
/** For staged answers only: no request with it reaches the service. */
const offline = { id: "acc_staged", key: "dk_staged", dialect: "spec" } as const;

test("a service without the ledger (405) answers `offered: false`, not an error", async () => {
  staged = installAppNetwork(
    routes({
      "GET /billing/v1/account/ledger": () =>
        json({ error: { code: "METHOD_NOT_ALLOWED" } }, { status: 405 }),
    }),
  );
  await expect(listLedger(connectionFor(offline))).resolves.toEqual({ offered: false });
});

test("the reference service lists the account's movements, newest first, with the balance after each", async () => {
  const account = await createTestAccount({ subscription_balance: 70, top_up_balance: 5 });
  const page = await listLedger(connectionFor(account), { limit: 10 });
  expect(page).toEqual({
    offered: true,
    nextBefore: null,
    movements: [
      expect.objectContaining({ credits: 75n, balanceAfter: 75n, kind: "subscription", ref: null }),
    ],
  });
});

test("a refused key is still an error, not `offered: false`", async () => {
  const account = await createTestAccount();
  const connection = { ...connectionFor(account), apiKey: `${account.key}x` };
  await expect(listLedger(connection)).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
});

// Another service may send digits beyond 2^53 and ISO times; the reference service sends numbers.
test("movements keep every digit of their credits and the cursor is passed on", async () => {
  const page = {
    movements: [
      {
        id: "m2",
        at: "2026-11-26T20:00:00Z",
        credits: "-9007199254740993",
        balance_after: "7",
        kind: "task",
        ref: "task_1",
        subject: "BTC vs ETH",
        vertical: "crypto",
      },
      {
        id: 1,
        at: 1_764_187_200,
        credits: 40,
        balance_after: 40,
        kind: "top_up",
        ref: "inv_1",
        overpaid: { amount: "18446744073709551617", currency_id: "eth", decimals: 18 },
      },
    ],
    next_before: "1",
  };
  staged = installAppNetwork(routes({ "GET /billing/v1/account/ledger": () => json(page) }));
  const result = await listLedger(connectionFor(offline), { limit: 2, before: "m9" });
  expect(new URL(staged.requests[0]?.url ?? "").search).toBe("?limit=2&before=m9");
  expect(result).toEqual({
    offered: true,
    nextBefore: "1",
    movements: [
      {
        id: "m2",
        at: "2026-11-26T20:00:00.000Z",
        credits: -9007199254740993n,
        balanceAfter: 7n,
        kind: "task",
        ref: "task_1",
        subject: "BTC vs ETH",
        vertical: "crypto",
        overpaid: null,
      },
      {
        id: "1",
        at: "2025-11-26T20:00:00.000Z",
        credits: 40n,
        balanceAfter: 40n,
        kind: "top_up",
        ref: "inv_1",
        subject: null,
        vertical: null,
        overpaid: { amount: 18446744073709551617n, currencyId: "eth", decimals: 18 },
      },
    ],
  });
});

test("a movement of a kind the dashboard does not know is an invalid response", async () => {
  const page = { movements: [{ id: "1", at: 0, credits: 1, balance_after: 1, kind: "gift", ref: null }] };
  staged = installAppNetwork(routes({ "GET /billing/v1/account/ledger": () => json(page) }));
  await expect(listLedger(connectionFor(offline))).rejects.toMatchObject({ kind: "invalid-response" });
});
