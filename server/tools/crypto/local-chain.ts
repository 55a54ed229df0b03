import { erc20Abi, getAddress, type Address } from "viem";
import type { ChainDeps } from "../../chain/clients.ts";
import { ToolRunError, type ToolContext } from "../types.ts";

/** Only the chain the service is connected to can be read; anything else is an honest in-band failure. */
export function requireChain(ctx: ToolContext, chainId: number): ChainDeps {
  const chain = ctx.chain;
  if (chain === null) throw new ToolRunError("No chain is connected to this service");
  if (chain.chainId !== chainId) {
    throw new ToolRunError(`Chain ${chainId} is not readable here; the connected chain is ${chain.chainId}`);
  }
  return chain;
}

export interface TokenMeta {
  address: Address;
  symbol: string;
  decimals: number;
}

export async function readTokenMeta(chain: ChainDeps, token: string): Promise<TokenMeta> {
  const address = getAddress(token);
  const code = await chain.publicClient.getCode({ address });
  if (code === undefined || code === "0x") throw new ToolRunError(`No contract at ${address}`);
  try {
    const [symbol, decimals] = await Promise.all([
      chain.publicClient.readContract({ address, abi: erc20Abi, functionName: "symbol" }),
      chain.publicClient.readContract({ address, abi: erc20Abi, functionName: "decimals" }),
    ]);
    return { address, symbol, decimals };
  } catch {
    throw new ToolRunError(`The contract at ${address} does not answer as an ERC-20 token`);
  }
}

export const LOCAL_CHAIN_ID = 31337;
