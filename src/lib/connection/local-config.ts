import { z } from "zod";
import { request } from "../http";

const digits = z.string().regex(/^\d+$/, "digits only");

const currencySchema = z.object({
  id: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nonnegative(),
  chainId: z.number().int(),
  token: z.string().nullable(),
  creditsPerUnit: digits.transform((value) => BigInt(value)),
});
export type LocalCurrency = z.infer<typeof currencySchema>;

/** `/config.json` of the `npm start` stack (docs/interfaces.md). */
export const localConfigSchema = z.object({
  billingBaseUrl: z.string(),
  chatBaseUrl: z.string(),
  apiKey: z.string().nullable().optional(),
  dialect: z.string().optional(),
  chain: z.object({
    id: z.number().int(),
    name: z.string(),
    rpcUrl: z.string(),
    explorerUrl: z.string().nullable(),
  }),
  currencies: z.array(currencySchema),
  topUp: z.object({ maxCredits: z.number().int(), confirmations: z.number().int() }).optional(),
  testWallet: z.object({ privateKey: z.string(), address: z.string() }).nullable().optional(),
  proxy: z.object({ upstreams: z.array(z.string()) }).optional(),
});
export type LocalConfig = z.infer<typeof localConfigSchema>;

// GET /config.json (same origin, no key)
export function getLocalConfig(origin: string, signal?: AbortSignal): Promise<LocalConfig> {
  return request({
    baseUrl: origin,
    path: "/config.json",
    schema: localConfigSchema,
    signal,
    timeoutMs: 15_000,
  });
}
