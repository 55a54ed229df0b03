import type { Address, Hex } from "viem";
import { defaultConfig, LOCAL_CHAIN_ID, type CurrencyConfig } from "../config.ts";
import type { LocalChainRecord } from "./local-chain-file.ts";

export interface LocalChainConfig {
  chain: { id: number; name: string; rpcUrl: string; explorerUrl: null };
  currencies: CurrencyConfig[];
  treasury: Address;
  testWallet: { privateKey: Hex; address: Address };
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
