import { describe, expect, test } from "vitest";
import { payInEth } from "../../../test/chain";
import { connectionFor, createTestAccount } from "../../../test/reference-service";
import { installAppNetwork, type AppNetwork } from "../../../test/app-network";
import { json, routes } from "../../../test/service";
import { completeTopUp } from "./complete-top-up";
import { createTopUp } from "./create-top-up";

let network: AppNetwork | undefined;

const HASH_PATTERN = /^0x[0-9a-f]{64}$/i;
/** For staged answers only: no request with it reaches the service. */
const offline = { id: "acc_staged", key: "dk_staged", dialect: "spec" } as const;

describe.each(["spec", "production"] as const)("top-up (%s dialect)", (dialect) => {
  test("createTopUp posts type, currency and credits and returns the quote as bigints", async () => {
    const account = await createTestAccount({ dialect });
    network = installAppNetwork();

    const invoice = await createTopUp(connectionFor(account), { currencyId: "eth", credits: 1000n });

    // 1000 credits at 100000 credits per ETH = 0.01 ETH in wei.
    expect(invoice).toMatchObject({
      accountId: account.id,
      status: "requested",
      credits: 1000n,
      amount: 10000000000000000n,
      currencyId: "eth",
      decimals: 18,
      purchasedAt: null,
    });
    expect(invoice.destinationAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await network.requests[0]?.json()).toEqual({ type: "crypto", currency_id: "eth", credits: 1000 });
  });

  test("completeTopUp posts the transaction hash to /account/topup/{id}/complete", async () => {
    const account = await createTestAccount({ dialect });
    const connection = connectionFor(account);
    const invoice = await createTopUp(connection, { currencyId: "eth", credits: 1000n });
    const transactionHash = await payInEth(invoice);
    network = installAppNetwork();

    const result = await completeTopUp(connection, { invoiceId: invoice.id, transactionHash });

    if (dialect === "production") expect(result).toBeNull();
    else
      expect(result).toMatchObject({
        id: invoice.id,
        status: "completed",
        purchasedAt: expect.anything() as unknown,
      });
    expect(network.requests[0]?.url).toBe(
      `${connection.billingBaseUrl}/account/topup/${invoice.id}/complete`,
    );
    expect(await network.requests[0]?.json()).toEqual({ transaction_hash: transactionHash });
  });
});

test("a payment the chain does not show is refused as PAYMENT_NOT_COMPLETED", async () => {
  const account = await createTestAccount();
  const connection = connectionFor(account);
  const invoice = await createTopUp(connection, { currencyId: "eth", credits: 1000n });
  const transactionHash = `0x${"ab".repeat(32)}`;
  expect(transactionHash).toMatch(HASH_PATTERN);
  await expect(completeTopUp(connection, { invoiceId: invoice.id, transactionHash })).rejects.toMatchObject({
    status: 409,
    code: "PAYMENT_NOT_COMPLETED",
  });
});

// Below: wire variants the reference service never sends (it only knows "requested"/"completed",
// answers 200, and sends amounts as digits), staged to pin down how the client reads them.
const staged = (body: unknown) =>
  installAppNetwork(routes({ "POST /billing/v1/account/topup": () => json(body) }));
const invoiceBody = {
  id: "inv_staged",
  account_id: "acc_staged",
  requested_at: 1763731200,
  purchased_at: null,
  status: "requested",
  credits: 1000,
  amount: "10000000000000000",
  currency_id: "eth",
  decimals: 18,
  destination_address: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
};

test("an unknown invoice status is a displayable value, not an error", async () => {
  network = staged({ ...invoiceBody, status: "settled_pending_review" });
  const invoice = await createTopUp(connectionFor(offline), { currencyId: "eth", credits: 1000n });
  expect(invoice.status).toBe("settled_pending_review");
});

test("a 204 with no body also counts as a completed payment", async () => {
  network = installAppNetwork(
    routes({
      "POST /billing/v1/account/topup/inv_staged/complete": () => new Response(null, { status: 204 }),
    }),
  );
  await expect(
    completeTopUp(connectionFor(offline), {
      invoiceId: "inv_staged",
      transactionHash: `0x${"cd".repeat(32)}`,
    }),
  ).resolves.toBeNull();
});

test("an amount that is not digits is rejected rather than guessed", async () => {
  network = staged({ ...invoiceBody, amount: "0.01" });
  await expect(
    createTopUp(connectionFor(offline), { currencyId: "eth", credits: 1000n }),
  ).rejects.toMatchObject({
    kind: "invalid-response",
  });
});
