import { parseAbiItem, type Address, type PublicClient } from "viem";
import { getBalance, getBlock, getBlockNumber, getChainId, getLogs } from "viem/actions";
import type { ChainReader } from "./deposit-scan";

const transferEvent = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

/** The deposit watcher's reads over a viem client (the lazy chunk only: viem stays off other pages). */
export function viemReader(client: PublicClient): ChainReader {
  return {
    chainId: () => getChainId(client),
    blockNumber: () => getBlockNumber(client, { cacheTime: 0 }),
    balance: (address) => getBalance(client, { address: address as Address }),
    blockTime: async (n) => (await getBlock(client, { blockNumber: n })).timestamp,
    blockTxs: async (n) => {
      const block = await getBlock(client, { blockNumber: n, includeTransactions: true });
      return block.transactions.map((tx) => ({ hash: tx.hash, to: tx.to ?? null, value: tx.value }));
    },
    transfers: async (token, to, fromBlock, toBlock) => {
      const logs = await getLogs(client, {
        address: token as Address,
        event: transferEvent,
        args: { to: to as Address },
        fromBlock,
        toBlock,
        strict: true,
      });
      return logs.map((log) => ({
        hash: log.transactionHash,
        blockNumber: log.blockNumber,
        value: log.args.value,
      }));
    },
  };
}
