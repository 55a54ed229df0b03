import * as v from "valibot";
import { request } from "../http";
import { safeInteger } from "../schema";

const nonNegativeInteger = v.pipe(safeInteger, v.minValue(0));

const currencySchema = v.object({
  id: v.string(),
  symbol: v.string(),
  decimals: nonNegativeInteger,
  chainId: safeInteger,
  token: v.nullable(v.string()),
  creditsPerUnit: v.pipe(
    v.string(),
    v.regex(/^\d+$/, "digits only"),
    v.transform((value) => BigInt(value)),
  ),
});
export type LocalCurrency = v.InferOutput<typeof currencySchema>;

/** `/config.json` of the `npm start` stack (docs/interfaces.md). */
export const localConfigSchema = v.object({
  billingBaseUrl: v.string(),
  chatBaseUrl: v.string(),
  apiKey: v.optional(v.nullable(v.string())),
  dialect: v.optional(v.string()),
  chain: v.object({
    id: safeInteger,
    name: v.string(),
    rpcUrl: v.string(),
    explorerUrl: v.nullable(v.string()),
  }),
  currencies: v.array(currencySchema),
  topUp: v.optional(v.object({ maxCredits: safeInteger, confirmations: safeInteger })),
  testWallet: v.optional(v.nullable(v.object({ privateKey: v.string(), address: v.string() }))),
  proxy: v.optional(v.object({ upstreams: v.array(v.string()) })),
  /** The verticals of this stack's catalog (there is no endpoint that lists them). */
  verticals: v.optional(v.array(v.string())),
});
export type LocalConfig = v.InferOutput<typeof localConfigSchema>;

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
