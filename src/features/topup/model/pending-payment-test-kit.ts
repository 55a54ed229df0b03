import { testConnection } from "../../../test/fixtures/connection";
import type { TopUpInvoice } from "../api/top-up-invoice";
import type { BookEntry } from "./invoice-book";
import type { PendingPayment } from "./pending-store";

/** Tests only: a requested invoice inv_1 of 1,000 credits (0.01 ETH); any field can be overridden. */
export function topUpInvoice(overrides: Partial<TopUpInvoice> = {}): TopUpInvoice {
  return {
    id: "inv_1",
    accountId: "acc",
    requestedAt: 1,
    purchasedAt: null,
    status: "requested",
    credits: 1000n,
    amount: 10n ** 16n,
    currencyId: "eth",
    decimals: 18,
    destinationAddress: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    ...overrides,
  };
}

/** Tests only: the hash of `pendingPayment()`. */
export const FIXTURE_HASH = `0x${"a".repeat(64)}` as const;

/**
 * Tests only: a pasted-hash payment of 1,000 credits (0.01 ETH) for invoice inv_1 on the test
 * connection's billing URL; `invoice` fields and the rest can be overridden.
 */
export function pendingPayment(
  overrides: Partial<Omit<PendingPayment, "invoice">> & { invoice?: Partial<PendingPayment["invoice"]> } = {},
): PendingPayment {
  const { invoice, ...rest } = overrides;
  return {
    invoice: {
      id: "inv_1",
      credits: "1000",
      amount: "10000000000000000",
      currencyId: "eth",
      decimals: 18,
      destination: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      amountKnown: true,
      ...invoice,
    },
    billingBaseUrl: testConnection.billingBaseUrl,
    chainId: 31337,
    hash: FIXTURE_HASH,
    from: null,
    nonce: null,
    to: null,
    value: "10000000000000000",
    input: "0x",
    token: null,
    time: 0,
    ...rest,
  };
}

/** Tests only: the invoice book's entry for `payment`, not paid yet. */
export function bookEntryOf(payment: PendingPayment): BookEntry {
  const { invoice } = payment;
  return {
    id: invoice.id,
    billingBaseUrl: payment.billingBaseUrl,
    currencyId: invoice.currencyId,
    credits: invoice.credits,
    amount: invoice.amountKnown ? invoice.amount : null,
    decimals: invoice.amountKnown ? invoice.decimals : null,
    destination: invoice.amountKnown ? invoice.destination : null,
    chainId: payment.chainId,
    token: payment.token,
    createdAt: payment.time,
    outcomes: [],
    paid: null,
    byId: !invoice.amountKnown,
    removedAt: null,
    excessSeen: false,
  };
}
