import { defineChain, type Chain } from "viem";

/** The chain a connection pays on, as `/config.json` describes it. */
export interface ChainInfo {
  id: number;
  name: string;
  rpcUrl: string;
  explorerUrl: string | null;
}

export function toViemChain(info: ChainInfo): Chain {
  return defineChain({
    id: info.id,
    name: info.name,
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [info.rpcUrl] } },
    ...(info.explorerUrl ? { blockExplorers: { default: { name: "Explorer", url: info.explorerUrl } } } : {}),
  });
}

/** Link to a transaction on the chain's explorer, when it has one. */
export function explorerTxUrl(info: ChainInfo, hash: string): string | null {
  return info.explorerUrl ? `${info.explorerUrl.replace(/\/+$/, "")}/tx/${hash}` : null;
}
