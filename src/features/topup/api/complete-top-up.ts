import * as v from "valibot";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { completedInvoiceSchema, type CompletedInvoice } from "./top-up-invoice";

// Production answers success with an empty body; the spec dialect may send the updated invoice.
// Chosen by the input rather than a union, so a bad invoice is reported field by field.
const emptyBody = v.pipe(
  v.undefined(),
  v.transform(() => null),
);
const completeSchema = v.lazy((input) => (input === undefined ? emptyBody : completedInvoiceSchema));

export interface CompleteTopUpInput {
  invoiceId: string;
  transactionHash: string;
}

// POST {billing}/account/topup/{id}/complete
export function completeTopUp(
  connection: Connection,
  input: CompleteTopUpInput,
  signal?: AbortSignal,
): Promise<CompletedInvoice | null> {
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
