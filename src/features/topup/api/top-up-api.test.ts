import { afterEach, describe, expect, test } from "vitest";
import {
  completeTopUp as completeFixture,
  topUpInvoice,
  TRANSACTION_HASH,
} from "../../../test/fixtures/billing";
import { testConnection } from "../../../test/fixtures/connection";
import { installServiceFetch, json, routes, type InstalledService } from "../../../test/service";
import { completeTopUp } from "./complete-top-up";
import { createTopUp } from "./create-top-up";

let service: InstalledService | undefined;
afterEach(() => service?.restore());

const invoiceId = topUpInvoice.spec.id;

describe.each(["spec", "production"] as const)("top-up (%s dialect)", (dialect) => {
  test("createTopUp posts type, currency and credits and returns the quote as bigints", async () => {
    service = installServiceFetch(
      routes({ "POST /billing/v1/account/topup": () => json(topUpInvoice[dialect]) }),
    );

    const invoice = await createTopUp(testConnection, { currencyId: "eth", credits: 1000n });

    expect(invoice).toMatchObject({
      id: invoiceId,
      status: "requested",
      credits: 1000n,
      amount: 10000000000000000n,
      decimals: 18,
      purchasedAt: null,
      destinationAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    });
    expect(await service.requests[0]?.json()).toEqual({ type: "crypto", currency_id: "eth", credits: 1000 });
  });

  test("completeTopUp posts the transaction hash to /account/topup/{id}/complete", async () => {
    const body = completeFixture[dialect];
    service = installServiceFetch(
      routes({
        [`POST /billing/v1/account/topup/${invoiceId}/complete`]: () =>
          typeof body === "string" ? new Response(body, { status: 200 }) : json(body),
      }),
    );

    const result = await completeTopUp(testConnection, { invoiceId, transactionHash: TRANSACTION_HASH });

    if (dialect === "production") expect(result).toBeNull();
    else expect(result).toMatchObject({ status: "completed", purchasedAt: 1763731260 });
    expect(await service.requests[0]?.json()).toEqual({ transaction_hash: TRANSACTION_HASH });
  });
});

test("an unknown invoice status is a displayable value, not an error", async () => {
  const settled = { ...topUpInvoice.spec, status: "settled_pending_review" };
  service = installServiceFetch(routes({ "POST /billing/v1/account/topup": () => json(settled) }));
  const invoice = await createTopUp(testConnection, { currencyId: "eth", credits: 1000n });
  expect(invoice.status).toBe("settled_pending_review");
});

test("a 204 with no body also counts as a completed payment", async () => {
  service = installServiceFetch(
    routes({
      [`POST /billing/v1/account/topup/${invoiceId}/complete`]: () => new Response(null, { status: 204 }),
    }),
  );
  await expect(
    completeTopUp(testConnection, { invoiceId, transactionHash: TRANSACTION_HASH }),
  ).resolves.toBeNull();
});

test("an amount that is not digits is rejected rather than guessed", async () => {
  const bad = { ...topUpInvoice.spec, amount: "0.01" };
  service = installServiceFetch(routes({ "POST /billing/v1/account/topup": () => json(bad) }));
  await expect(createTopUp(testConnection, { currencyId: "eth", credits: 1000n })).rejects.toMatchObject({
    kind: "invalid-response",
  });
});
