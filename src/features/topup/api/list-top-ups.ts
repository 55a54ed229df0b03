import * as v from "valibot";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { topUpInvoiceSchema, type TopUpInvoice } from "./top-up-invoice";

/*
 * The reference service's list of invoices (docs/interfaces.md, "Listing invoices"): not part of the
 * interface, so a production-like service answers 404 or 405 and the book is this browser's alone.
 */
const listedSchema = v.object({
  invoices: v.array(
    v.pipe(
      v.looseObject({ transaction_hash: v.optional(v.nullable(v.string())) }),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const invoice = v.safeParse(topUpInvoiceSchema, dataset.value);
        if (!invoice.success) {
          addIssue({ message: "not an invoice" });
          return NEVER;
        }
        return { ...invoice.output, transactionHash: dataset.value.transaction_hash ?? null };
      }),
    ),
  ),
  next_before: v.optional(v.nullable(v.string())),
});

export type ListedInvoice = TopUpInvoice & { transactionHash: string | null };

/** The newest invoices are enough to merge: older ones opened elsewhere are rarely still open. */
const LIMIT = 50;

// GET {billing}/account/topups?limit=
export async function listTopUps(connection: Connection, signal?: AbortSignal): Promise<ListedInvoice[]> {
  const body = await request({
    baseUrl: connection.billingBaseUrl,
    path: `/account/topups?limit=${LIMIT}`,
    apiKey: connection.apiKey,
    schema: listedSchema,
    signal,
  });
  return body.invoices;
}
