import { http } from "viem";
import { createConfig, type Config } from "wagmi";
import type { ChainInfo } from "./chain";
import { toViemChain } from "./viem-chain";

/**
 * Wallets come only from EIP-6963 discovery (no connector list), so an extension announced twice or
 * a legacy `window.ethereum` never shows up twice; discovery keeps listening, so a wallet announced
 * after the config was made is found too. `cacheTime: 0`: confirmations are counted from the block
 * number, which must not be stale.
 */
function createWagmiConfig(info: ChainInfo): Config {
  const chain = toViemChain(info);
  return createConfig({
    chains: [chain],
    transports: { [chain.id]: http(info.rpcUrl) },
    pollingInterval: 1_000,
    cacheTime: 0,
  });
}

const configs = new Map<string, Config>();

/**
 * The one wagmi config of a payment chain, for every provider that mounts one (the pay form, each
 * wallet payment followed, the whitelist's wallet button): they all see the same connection, and a
 * re-render with an equal chain object does not start a new one.
 */
export function wagmiConfigFor(info: ChainInfo): Config {
  const key = JSON.stringify([info.id, info.name, info.rpcUrl, info.explorerUrl]);
  const known = configs.get(key);
  if (known) return known;
  const config = createWagmiConfig(info);
  configs.set(key, config);
  return config;
}
