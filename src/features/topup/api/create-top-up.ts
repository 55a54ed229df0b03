import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { topUpInvoiceSchema, type TopUpInvoice } from "./top-up-invoice";

export interface CreateTopUpInput {
  currencyId: string;
  credits: bigint;
}

// POST {billing}/account/topup
export function createTopUp(
  connection: Connection,
  input: CreateTopUpInput,
  signal?: AbortSignal,
): Promise<TopUpInvoice> {
  if (input.credits <= 0n || input.credits > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError("credits must be a positive integer below 2^53");
  }
  return request({
    baseUrl: connection.billingBaseUrl,
    path: "/account/topup",
    method: "POST",
    apiKey: connection.apiKey,
    body: { type: "crypto", currency_id: input.currencyId, credits: Number(input.credits) },
    schema: topUpInvoiceSchema,
    signal,
  });
}
