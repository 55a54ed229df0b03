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
      v.looseObject({
        transaction_hash: v.optional(v.nullable(v.string())),
        transaction_hashes: v.optional(v.array(v.string())),
        overpaid: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^\d+$/, "digits only")))),
      }),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const invoice = v.safeParse(topUpInvoiceSchema, dataset.value);
        if (!invoice.success) {
          addIssue({ message: "not an invoice" });
          return NEVER;
        }
        const { transaction_hash, transaction_hashes, overpaid } = dataset.value;
        return {
          ...invoice.output,
          transactionHash: transaction_hash ?? null,
          transactionHashes: transaction_hashes ?? [],
          overpaid: overpaid ? BigInt(overpaid) : null,
        };
      }),
    ),
  ),
  next_before: v.optional(v.nullable(v.string())),
});

/** `transactionHashes`: every transfer the credit rests on; `overpaid`: sent beyond the quote. */
export type ListedInvoice = TopUpInvoice & {
  transactionHash: string | null;
  transactionHashes: string[];
  overpaid: bigint | null;
};

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
