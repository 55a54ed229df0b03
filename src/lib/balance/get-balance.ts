import * as v from "valibot";
import type { Connection } from "../connection/connection";
import { request } from "../http";
import { safeInteger } from "../schema";

// Credits are integers; a digit string is accepted too so a large balance never passes through a float.
const credits = v.pipe(
  v.union([safeInteger, v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => BigInt(value)),
);

export const balanceSchema = v.pipe(
  v.object({ balance: credits, subscription_balance: credits, top_up_balance: credits }),
  v.transform((wire) => ({
    total: wire.balance,
    subscription: wire.subscription_balance,
    topUp: wire.top_up_balance,
  })),
);
export type Balance = v.InferOutput<typeof balanceSchema>;

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
