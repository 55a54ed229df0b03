import { z } from "zod";
import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";

// Credits are integers; a digit string is accepted too so a large balance never passes through a float.
const credits = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((value) => BigInt(value));

export const balanceSchema = z
  .object({ balance: credits, subscription_balance: credits, top_up_balance: credits })
  .transform((wire) => ({
    total: wire.balance,
    subscription: wire.subscription_balance,
    topUp: wire.top_up_balance,
  }));
export type Balance = z.output<typeof balanceSchema>;

// GET {billing}/account/balance
export function getBalance(connection: Connection, signal?: AbortSignal): Promise<Balance> {
  return request({
    baseUrl: connection.billingBaseUrl,
    path: "/account/balance",
    apiKey: connection.apiKey,
    schema: balanceSchema,
    signal,
  });
}
