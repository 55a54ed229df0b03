import { newInvoiceId } from "../http/ids.ts";
import { Hono } from "hono";
import type { Hash } from "viem";
import { z } from "zod";
import { ServiceError } from "../http/errors.ts";
import { authedAccount, dialectFor, type AppDeps, type AppEnv } from "../http/env.ts";
import { readJson } from "../http/validate.ts";
import { toWireInt } from "../http/wire.ts";
import { findCurrency, topUpSettings } from "./currencies.ts";
import { quoteAmount } from "./quote.ts";
import { completeTopUp } from "./topup-complete.ts";
import { invoiceAddress } from "./payment-addresses.ts";
import { insertInvoice, nextAddressIndex, type InvoiceRow } from "./topup-store.ts";
import { topUpsListHandler } from "./topups-list.ts";

/*
 * Statuses (the spec names codes only; clients branch on `error.code`):
 * 400 INVALID_REQUEST, CURRENCY_NOT_SUPPORTED · 404 INVOICE_NOT_FOUND (also for another account's
 * invoice, so ids cannot be probed) · 409 PAYMENT_NOT_COMPLETED (the chain does not show the payment
 * yet or shows a wrong one; retrying later can succeed), PAYMENT_ALREADY_USED, INVOICE_ALREADY_COMPLETED.
 * Completion success: spec dialect 200 + the invoice; production dialect 200 with an empty body
 * (the notes say "empty body", not "no content", so a client must accept both 200-empty and 204).
 */

const hashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, "must be 0x followed by 64 hex digits");
const completeBody = z.object({ transaction_hash: hashSchema });

function createBody(maxCredits: bigint) {
  return z.object({
    type: z.literal("crypto"),
    currency_id: z.string().min(1),
    credits: z.int().min(1).max(toWireInt(maxCredits)),
  });
}

/** Spec 2.2. */
export function invoiceBody(row: InvoiceRow) {
  return {
    id: row.id,
    account_id: row.account_id,
    requested_at: row.requested_at,
    purchased_at: row.purchased_at,
    status: row.status,
    credits: toWireInt(BigInt(row.credits)),
    amount: row.amount,
    currency_id: row.currency_id,
    decimals: row.decimals,
    destination_address: row.destination_address,
  };
}

export function topUpRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get("/account/topups", topUpsListHandler(deps))
    .post("/account/topup", async (c) => {
      const settings = topUpSettings(deps.config);
      const body = await readJson(c, createBody(settings.maxCredits));
      const currency = findCurrency(settings, body.currency_id);
      if (currency === undefined) {
        throw new ServiceError(
          400,
          "CURRENCY_NOT_SUPPORTED",
          `Currency "${body.currency_id}" is not supported`,
          {
            field: "currency_id",
            supported: settings.currencies.map((x) => x.id),
          },
        );
      }
      if (settings.paymentKey === null) {
        throw new ServiceError(503, "TOP_UP_UNAVAILABLE", "No payment key is configured");
      }
      const credits = BigInt(body.credits);
      // The head at creation: a payment must be mined in a later block (see verify-payment.ts).
      const createdBlock = deps.chain ? await deps.chain.publicClient.getBlockNumber({ cacheTime: 0 }) : null;
      // Each invoice is paid to its own address, so a transfer identifies the one invoice it pays.
      const addressIndex = await nextAddressIndex(deps.db);
      const row = await insertInvoice(deps.db, {
        id: newInvoiceId(dialectFor(c)),
        account_id: authedAccount(c).id,
        currency_id: currency.id,
        chain_id: currency.chainId,
        credits: credits.toString(),
        amount: quoteAmount(credits, currency).toString(),
        decimals: currency.decimals,
        destination_address: invoiceAddress(settings.paymentKey, addressIndex),
        address_index: addressIndex,
        created_block: createdBlock === null ? null : createdBlock.toString(),
        requested_at: Math.floor((deps.now?.() ?? new Date()).getTime() / 1000),
      });
      return c.json(invoiceBody(row), 200);
    })
    .post("/account/topup/:id/complete", async (c) => {
      const { transaction_hash } = await readJson(c, completeBody);
      const row = await completeTopUp(deps, authedAccount(c).id, c.req.param("id"), transaction_hash as Hash);
      if (dialectFor(c) === "production") return c.body(null, 200);
      // Reference-only: what the transfers to the invoice address sent beyond the quote, not
      // credited and not refunded by the service (docs/interfaces.md says what the operator does).
      const over = row.received === null ? 0n : BigInt(row.received) - BigInt(row.amount);
      return c.json(over > 0n ? { ...invoiceBody(row), overpaid: over.toString() } : invoiceBody(row), 200);
    });
}
