import { z } from "zod";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { topUpInvoiceSchema, type TopUpInvoice } from "./top-up-invoice";

// Production answers success with an empty body; the spec dialect may send the updated invoice.
const completeSchema = z.union([z.undefined().transform(() => null), topUpInvoiceSchema]);

export interface CompleteTopUpInput {
  invoiceId: string;
  transactionHash: string;
}

// POST {billing}/account/topup/{id}/complete
export function completeTopUp(
  connection: Connection,
  input: CompleteTopUpInput,
  signal?: AbortSignal,
): Promise<TopUpInvoice | null> {
  return request({
    baseUrl: connection.billingBaseUrl,
    path: `/account/topup/${encodeURIComponent(input.invoiceId)}/complete`,
    method: "POST",
    apiKey: connection.apiKey,
    body: { transaction_hash: input.transactionHash },
    schema: completeSchema,
    signal,
  });
}
