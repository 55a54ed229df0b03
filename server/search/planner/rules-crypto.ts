import type { CatalogueRule } from "./catalogue-rule.ts";
import { DEFI_RULES, TRENDING_CONTRACT_RULES } from "./rules-crypto-defi.ts";
import { MARKET_RULES } from "./rules-crypto-markets.ts";
import { CHAIN_RULES } from "./rules-crypto-onchain.ts";

/** The first rule that plans wins, so this order is part of the behaviour. */
export const CRYPTO_RULES: CatalogueRule[] = [
  ...DEFI_RULES,
  ...MARKET_RULES,
  ...CHAIN_RULES,
  ...TRENDING_CONTRACT_RULES,
];
