import type { Address } from "viem";
import type { CurrencyConfig, ServiceConfig } from "../config.ts";

/**
 * One payable currency, as configured in `ServiceConfig.currencies`. `creditsPerUnit` is the price:
 * credits bought by one whole unit (1 ETH, 1 USDC). `token` is null for the chain's native coin.
 */
export type Currency = CurrencyConfig;

/** Everything top-ups read from the service configuration, resolved once per request. */
export interface TopUpSettings {
  currencies: readonly Currency[];
  /** Largest number of credits one invoice may buy. */
  maxCredits: bigint;
  /** Blocks including the one holding the payment; 1 = mined. */
  confirmations: number;
  /** Where invoice addresses are swept to; null until the chain bootstrap has chosen one. */
  treasury: Address | null;
  /** Public extended key invoice addresses derive from; null when top-ups are unavailable. */
  paymentKey: string | null;
}

export function topUpSettings(config: ServiceConfig): TopUpSettings {
  return {
    currencies: config.currencies,
    maxCredits: config.limits.topUpMaxCredits,
    confirmations: config.limits.confirmations,
    treasury: config.treasury,
    paymentKey: config.paymentKey,
  };
}

export function findCurrency(settings: TopUpSettings, id: string): Currency | undefined {
  return settings.currencies.find((c) => c.id === id);
}
