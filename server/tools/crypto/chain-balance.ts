import { erc20Abi, getAddress } from "viem";
import { formatUnits } from "../decimal.ts";
import { decimalString, digitString, evmAddress, input, int, output, str } from "../schema-parts.ts";
import { defineTool } from "../types.ts";
import { LOCAL_CHAIN_ID, readTokenMeta, requireChain } from "./local-chain.ts";

interface BalanceInput {
  address: string;
  token?: string | null;
  chainId: number;
}

export const getBalance = defineTool<BalanceInput>({
  name: "chain_getBalance",
  vertical: "crypto",
  description:
    "Read an address's balance on the connected chain: the native coin, or an ERC-20 token when a token address is given.",
  price: 3,
  inputSchema: input(
    {
      address: evmAddress,
      token: {
        anyOf: [evmAddress, { type: "null" }],
        default: null,
        description: "ERC-20 contract address; null or absent for the native coin",
      },
      chainId: int("Chain to read; only the connected local chain (31337) answers", {
        minimum: 1,
        default: LOCAL_CHAIN_ID,
      }),
    },
    ["address"],
  ),
  outputSchema: output(
    {
      address: evmAddress,
      chainId: int("Chain id read", { minimum: 1 }),
      token: { anyOf: [evmAddress, { type: "null" }], description: "Token read, null for the native coin" },
      symbol: str("Symbol of the asset"),
      decimals: int("Decimals of the asset", { minimum: 0, maximum: 36 }),
      balance: { ...digitString, description: "Balance in the smallest unit (wei for ETH)" },
      formatted: { ...decimalString, description: "Balance in whole units" },
      blockNumber: { ...digitString, description: "Block the balance was read at" },
    },
    ["address", "chainId", "token", "symbol", "decimals", "balance", "formatted", "blockNumber"],
  ),
  async run({ address, token = null, chainId }, ctx) {
    const chain = requireChain(ctx, chainId);
    const owner = getAddress(address);
    const blockNumber = await chain.publicClient.getBlockNumber();
    const meta =
      token === null ? { address: null, symbol: "ETH", decimals: 18 } : await readTokenMeta(chain, token);
    const balance =
      meta.address === null
        ? await chain.publicClient.getBalance({ address: owner, blockNumber })
        : await chain.publicClient.readContract({
            address: meta.address,
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [owner],
            blockNumber,
          });
    const formatted = formatUnits(balance, meta.decimals);
    return {
      address: owner,
      chainId,
      token: meta.address,
      symbol: meta.symbol,
      decimals: meta.decimals,
      balance: balance.toString(),
      formatted,
      blockNumber: blockNumber.toString(),
      context: `${owner} holds ${formatted} ${meta.symbol} on chain ${chainId} at block ${blockNumber}.`,
    };
  },
});
