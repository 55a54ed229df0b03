import type { Address, Hex } from "viem";
import { defaultConfig, LOCAL_CHAIN_ID, type CurrencyConfig } from "../config.ts";
import type { LocalChainRecord } from "./local-chain-file.ts";
import type { SharedChainRecord } from "./shared-chain.ts";

export interface LocalChainConfig {
  chain: { id: number; name: string; rpcUrl: string; explorerUrl: null };
  currencies: CurrencyConfig[];
  treasury: Address;
  /** Null: /config.json offers no Local test wallet (an existing chain without LOCAL_TEST_WALLET=1). */
  testWallet: { privateKey: Hex; address: Address } | null;
}

/** The bootstrapped chain as the service and /config.json see it; prices per docs/interfaces.md. */
export function localChainConfig(record: LocalChainRecord, rpcUrl: string): LocalChainConfig {
  const currencies = defaultConfig().currencies.map((c) =>
    c.token === null ? c : { ...c, token: record.token },
  );
  return {
    chain: { id: LOCAL_CHAIN_ID, name: "Anvil (local)", rpcUrl, explorerUrl: null },
    currencies,
    treasury: record.treasury,
    testWallet: record.testWallet,
  };
}

/** The chain of the database's shared record as the service and /config.json see it. */
export function sharedChainConfig(
  shared: SharedChainRecord,
  opts: { rpcUrl: string; token: Address | null; spawned: boolean; offerTestWallet: boolean },
): LocalChainConfig {
  const currencies = defaultConfig()
    .currencies.filter((c) => c.token === null || opts.token !== null)
    .map((c) => ({ ...c, chainId: shared.chainId, token: c.token === null ? null : opts.token }));
  return {
    chain: {
      id: shared.chainId,
      name: opts.spawned ? "Anvil (local)" : `Chain ${shared.chainId}`,
      rpcUrl: opts.rpcUrl,
      explorerUrl: null,
    },
    currencies,
    treasury: shared.treasury,
    testWallet: opts.offerTestWallet ? shared.testWallet : null,
  };
}
