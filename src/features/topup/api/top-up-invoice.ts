import { z } from "zod";

const credits = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((value) => BigInt(value));
const timestamp = z.union([z.number(), z.string()]);

/** Status is free text: only `requested` is documented, anything else is shown as the service sends it. */
export const topUpInvoiceSchema = z
  .object({
    id: z.string(),
    account_id: z.string(),
    requested_at: timestamp,
    purchased_at: timestamp.nullable().optional(),
    status: z.string(),
    credits,
    amount: z
      .string()
      .regex(/^\d+$/, "digits only")
      .transform((value) => BigInt(value)),
    currency_id: z.string(),
    decimals: z.number().int().nonnegative(),
    destination_address: z.string(),
  })
  .transform((wire) => ({
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
  }));
export type TopUpInvoice = z.output<typeof topUpInvoiceSchema>;
