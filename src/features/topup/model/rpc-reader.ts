import type { ChainReader, ChainTx } from "./deposit-scan";
import { TraceUnavailableError, type CallFrame } from "./deposit-trace";
import { ImplausibleAnswerError, isRefusal, quantity, toQuantity, type RpcCall } from "./json-rpc";

/** keccak256("Transfer(address,address,uint256)"): the ERC-20 event the token scan asks for. */
const TRANSFER_TOPIC = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";

const addressTopic = (address: string) => `0x${address.slice(2).toLowerCase().padStart(64, "0")}`;

interface RawTx {
  hash: string;
  to: string | null;
  from: string;
  nonce: string;
  value: string;
}

interface RawBlock {
  timestamp: string;
  transactions: RawTx[];
}

interface RawLog {
  transactionHash: string;
  blockNumber: string;
  data: string;
  removed?: boolean;
}

/** A mined receipt's few fields the receipt wait reads. */
export interface MinedReceipt {
  transactionHash: string;
  blockNumber: bigint;
}

/** The reads of the receipt wait, beside the watcher's own. */
export interface ReceiptReader {
  blockNumber: () => Promise<bigint>;
  receipt: (hash: string) => Promise<MinedReceipt | null>;
  /** Whether the transaction is mined (its receipt may lag), pending, or unknown to the node. */
  status: (hash: string) => Promise<"mined" | "pending" | "unknown">;
  /** The transaction in the sender's nonce slot; `undefined` when the node has no such method. */
  bySenderAndNonce: (from: string, nonce: number) => Promise<string | null | undefined>;
  /** Hashes in `block` sent by `from` with `nonce`. */
  inBlock: (block: bigint, from: string, nonce: number) => Promise<string[]>;
}

function block(value: unknown, n: bigint): RawBlock {
  if (!value || typeof value !== "object") throw new ImplausibleAnswerError(`the RPC has no block ${n}`);
  return value as RawBlock;
}

/**
 * The watcher's reads over plain JSON-RPC. Every number the node answers goes through `quantity`, so
 * an answer of thousands of digits is refused instead of computed with.
 */
export function rpcReader(call: RpcCall, signal?: AbortSignal): ChainReader & ReceiptReader {
  const rpc = <T>(method: string, params: unknown[]) => call<T>(method, params, signal);
  const getBlock = async (n: bigint, full: boolean) =>
    block(await rpc("eth_getBlockByNumber", [toQuantity(n), full]), n);
  return {
    chainId: async () => Number(quantity(await rpc("eth_chainId", []), "a chain id")),
    blockNumber: async () => quantity(await rpc("eth_blockNumber", []), "a head"),
    balance: async (address) => quantity(await rpc("eth_getBalance", [address, "latest"]), "a balance"),
    blockTime: async (n) => quantity((await getBlock(n, false)).timestamp, "a block time"),
    blockTxs: async (n) =>
      (await getBlock(n, true)).transactions.map((tx): ChainTx => ({
        hash: tx.hash,
        to: tx.to ?? null,
        value: quantity(tx.value, "a value"),
      })),
    transfers: async (token, to, from, toBlock) => {
      const logs = await rpc<RawLog[]>("eth_getLogs", [
        {
          address: token,
          topics: [TRANSFER_TOPIC, null, addressTopic(to)],
          fromBlock: toQuantity(from),
          toBlock: toQuantity(toBlock),
        },
      ]);
      return logs
        .filter((log) => !log.removed)
        .map((log) => ({
          hash: log.transactionHash,
          blockNumber: quantity(log.blockNumber, "a block number"),
          // The amount is the log's 32-byte data word.
          value: BigInt(/^0x[0-9a-fA-F]{64}$/.test(log.data) ? log.data : "0x0"),
        }));
    },
    traceBlock: async (n) => {
      try {
        // One request per block: every transaction's call tree, as the service's own check reads it.
        const traces = await rpc<{ txHash: string; result: CallFrame }[]>("debug_traceBlockByNumber", [
          toQuantity(n),
          { tracer: "callTracer" },
        ]);
        return traces.map((t) => ({ hash: t.txHash, frame: t.result }));
      } catch (error) {
        if (isRefusal(error)) throw new TraceUnavailableError((error as Error).message);
        throw error;
      }
    },
    receipt: async (hash) => {
      const r = await rpc<{ transactionHash: string; blockNumber: string | null } | null>(
        "eth_getTransactionReceipt",
        [hash],
      );
      if (!r || r.blockNumber === null) return null;
      return { transactionHash: r.transactionHash, blockNumber: quantity(r.blockNumber, "a block number") };
    },
    status: async (hash) => {
      const tx = await rpc<(RawTx & { blockNumber: string | null }) | null>("eth_getTransactionByHash", [
        hash,
      ]);
      return tx === null ? "unknown" : tx.blockNumber ? "mined" : "pending";
    },
    bySenderAndNonce: async (from, nonce) => {
      try {
        const tx = await rpc<RawTx | null>("eth_getTransactionBySenderAndNonce", [
          from,
          toQuantity(BigInt(nonce)),
        ]);
        return tx?.hash ?? null;
      } catch (error) {
        if (isRefusal(error)) return undefined;
        throw error;
      }
    },
    inBlock: async (n, from, nonce) =>
      (await getBlock(n, true)).transactions
        .filter(
          (tx) =>
            tx.from.toLowerCase() === from.toLowerCase() && Number(quantity(tx.nonce, "a nonce")) === nonce,
        )
        .map((tx) => tx.hash),
  };
}
