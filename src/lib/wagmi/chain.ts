/** The chain a connection pays on, as `/config.json` describes it. */
export interface ChainInfo {
  id: number;
  name: string;
  rpcUrl: string;
  explorerUrl: string | null;
}

/** Link to a transaction on the chain's explorer, when it has one. */
export function explorerTxUrl(info: ChainInfo, hash: string): string | null {
  return info.explorerUrl ? `${info.explorerUrl.replace(/\/+$/, "")}/tx/${hash}` : null;
}
