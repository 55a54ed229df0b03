import { http } from "viem";
import { createConfig, type Config } from "wagmi";
import type { ChainInfo } from "./chain";
import { toViemChain } from "./viem-chain";

/**
 * One wagmi config per payment chain. Wallets come only from EIP-6963 discovery (no connector
 * list), so an extension announced twice or a legacy `window.ethereum` never shows up twice.
 * `cacheTime: 0`: confirmations are counted from the block number, which must not be stale.
 */
export function createWagmiConfig(info: ChainInfo): Config {
  const chain = toViemChain(info);
  return createConfig({
    chains: [chain],
    transports: { [chain.id]: http(info.rpcUrl) },
    pollingInterval: 1_000,
    cacheTime: 0,
  });
}
