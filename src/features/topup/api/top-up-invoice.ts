import * as v from "valibot";
import { finiteNumber, safeInteger } from "../../../lib/schema";

const credits = v.pipe(
  v.union([safeInteger, v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => BigInt(value)),
);
const timestamp = v.union([finiteNumber, v.string()]);

const invoiceEntries = {
  id: v.string(),
  account_id: v.string(),
  requested_at: timestamp,
  purchased_at: v.optional(v.nullable(timestamp)),
  status: v.string(),
  credits,
  amount: v.pipe(
    v.string(),
    v.regex(/^\d+$/, "digits only"),
    v.transform((value) => BigInt(value)),
  ),
  currency_id: v.string(),
  decimals: v.pipe(safeInteger, v.minValue(0)),
  destination_address: v.string(),
};
const invoiceObject = v.object(invoiceEntries);

const fromWire = (wire: v.InferOutput<typeof invoiceObject>) => ({
  id: wire.id,
  accountId: wire.account_id,
  requestedAt: wire.requested_at,
  purchasedAt: wire.purchased_at ?? null,
  status: wire.status,
  credits: wire.credits,
  amount: wire.amount,
  currencyId: wire.currency_id,
  decimals: wire.decimals,
  destinationAddress: wire.destination_address,
});

/** Status is free text: only `requested` is documented, anything else is shown as the service sends it. */
export const topUpInvoiceSchema = v.pipe(invoiceObject, v.transform(fromWire));

/** A completion's invoice; reference-only `overpaid`: what the transfers sent beyond the quote. */
export const completedInvoiceSchema = v.pipe(
  v.object({ ...invoiceEntries, overpaid: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, "digits only"))) }),
  v.transform((wire) => ({
    ...fromWire(wire),
    overpaid: wire.overpaid === undefined ? null : BigInt(wire.overpaid),
  })),
);

export type TopUpInvoice = v.InferOutput<typeof topUpInvoiceSchema>;
export type CompletedInvoice = v.InferOutput<typeof completedInvoiceSchema>;
