import {
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  numberToHex,
  parseAbiItem,
  type Address,
  type PublicClient,
} from "viem";
import { getBalance, getBlock, getBlockNumber, getChainId, getLogs } from "viem/actions";
import type { ChainReader } from "./deposit-scan";
import { TraceUnavailableError, type CallFrame } from "./deposit-trace";

const transferEvent = parseAbiItem("event Transfer(address indexed from, address indexed to, uint256 value)");

/** The deposit watcher's reads over a viem client (the lazy chunk only: viem stays off other pages). */
export function viemReader(client: PublicClient): ChainReader {
  const refused = (error: unknown) =>
    error instanceof Error &&
    "walk" in error &&
    typeof error.walk === "function" &&
    (error.walk as (fn: (e: unknown) => boolean) => unknown)(
      (e) => e instanceof MethodNotFoundRpcError || e instanceof MethodNotSupportedRpcError,
    ) !== null;
  return {
    traceBlock: async (n) => {
      try {
        // One request per block: every transaction's call tree, as the service's own check reads it.
        const traces = await client.request<{
          Parameters: [`0x${string}`, { tracer: "callTracer" }];
          ReturnType: { txHash: string; result: CallFrame }[];
        }>({ method: "debug_traceBlockByNumber", params: [numberToHex(n), { tracer: "callTracer" }] });
        return traces.map((t) => ({ hash: t.txHash, frame: t.result }));
      } catch (error) {
        if (refused(error))
          throw new TraceUnavailableError(
            (error as Error & { shortMessage?: string }).shortMessage ?? "refused",
          );
        throw error;
      }
    },
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
