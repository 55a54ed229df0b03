import {
  decodeEventLog,
  formatEther,
  getAddress,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
} from "viem";
import {
  arrayOf,
  decimalString,
  digitString,
  evmAddress,
  input,
  int,
  object,
  output,
  str,
  txHash,
} from "../schema-parts.ts";
import { defineTool, ToolRunError } from "../types.ts";
import { LOCAL_CHAIN_ID, requireChain } from "./local-chain.ts";
import { transferEvent } from "./transfer-event.ts";

const nullableDigits = { type: ["string", "null"], pattern: "^\\d+$" };

export const getTransaction = defineTool<{ hash: Hex; chainId: number }>({
  name: "chain_getTransaction",
  vertical: "crypto",
  description:
    "Look up a transaction by hash on the connected chain: sender, recipient, value, status and token transfers.",
  price: 2,
  inputSchema: input(
    {
      hash: txHash,
      chainId: int("Chain to read; only the connected local chain answers", {
        minimum: 1,
        default: LOCAL_CHAIN_ID,
      }),
    },
    ["hash"],
  ),
  outputSchema: output(
    {
      transaction: object(
        {
          hash: txHash,
          from: evmAddress,
          to: {
            anyOf: [evmAddress, { type: "null" }],
            description: "Recipient; null for a contract creation",
          },
          valueWei: digitString,
          valueEth: decimalString,
          nonce: int("Sender nonce", { minimum: 0 }),
          blockNumber: { ...nullableDigits, description: "Block, null while pending" },
          status: str("Outcome", { enum: ["success", "reverted", "pending"] }),
          gasUsed: { ...nullableDigits, description: "Gas used, null while pending" },
          contractAddress: { anyOf: [evmAddress, { type: "null" }], description: "Created contract, if any" },
          tokenTransfers: arrayOf(
            object({ token: evmAddress, from: evmAddress, to: evmAddress, value: digitString }, [
              "token",
              "from",
              "to",
              "value",
            ]),
            "ERC-20 Transfer events emitted by the transaction",
          ),
        },
        [
          "hash",
          "from",
          "to",
          "valueWei",
          "valueEth",
          "nonce",
          "blockNumber",
          "status",
          "gasUsed",
          "contractAddress",
          "tokenTransfers",
        ],
      ),
    },
    ["transaction"],
  ),
  async run({ hash, chainId }, ctx) {
    const { publicClient } = requireChain(ctx, chainId);
    const tx = await publicClient.getTransaction({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionNotFoundError)
        throw new ToolRunError(`No transaction ${hash} on chain ${chainId}`);
      throw error;
    });
    const receipt = await publicClient.getTransactionReceipt({ hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    });
    const tokenTransfers = (receipt?.logs ?? []).flatMap((log) => {
      try {
        const { args } = decodeEventLog({ abi: [transferEvent], data: log.data, topics: log.topics });
        return [
          {
            token: getAddress(log.address),
            from: getAddress(args.from),
            to: getAddress(args.to),
            value: args.value.toString(),
          },
        ];
      } catch {
        return [];
      }
    });
    const status = receipt === null ? "pending" : receipt.status;
    // The receipt's block: right after mining a node may still answer the transaction as pending.
    const blockNumber = receipt?.blockNumber ?? tx.blockNumber;
    const transaction = {
      hash: tx.hash,
      from: getAddress(tx.from),
      to: tx.to ? getAddress(tx.to) : null,
      valueWei: tx.value.toString(),
      valueEth: formatEther(tx.value),
      nonce: tx.nonce,
      blockNumber: blockNumber === null ? null : blockNumber.toString(),
      status,
      gasUsed: receipt === null ? null : receipt.gasUsed.toString(),
      contractAddress: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
      tokenTransfers,
    };
    const where =
      transaction.blockNumber === null ? "pending" : `${status} in block ${transaction.blockNumber}`;
    const moves = tokenTransfers.length > 0 ? ` with ${tokenTransfers.length} token transfer(s)` : "";
    const context = `Transaction ${hash} from ${transaction.from} to ${transaction.to ?? "a new contract"} moved ${transaction.valueEth} ETH${moves}; ${where}.`;
    return { transaction, context };
  },
});
