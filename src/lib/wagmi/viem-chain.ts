import { defineChain, type Chain } from "viem";
import type { ChainInfo } from "./chain";

// Apart from chain.ts so the quote and the pasted-hash path can name a chain without loading viem.
export function toViemChain(info: ChainInfo): Chain {
  return defineChain({
    id: info.id,
    name: info.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
    ...(info.explorerUrl ? { blockExplorers: { default: { name: "Explorer", url: info.explorerUrl } } } : {}),
  });
}
