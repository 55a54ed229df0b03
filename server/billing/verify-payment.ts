import {
  getAddress,
  isAddressEqual,
  type Address,
  type Hash,
  type PublicClient,
  type Transaction,
  type TransactionReceipt,
} from "viem";
import { erc20Received } from "./verify-erc20.ts";
import { nativeReceived } from "./verify-native.ts";
import { fail, type Failed, type PaymentExpectation, type Verdict } from "./verify-verdict.ts";

/** One transaction that moved the invoice's currency to its address, checked but for amount and sender. */
export type TransferVerdict =
  { ok: true; blockNumber: bigint; blockHash: `0x${string}`; received: bigint; from: Address } | Failed;

/** The first failed check wins: chain, mined, success, depth, timing, the money, then the sender. */
export async function verifyPayment(
  client: PublicClient,
  hash: Hash,
  want: PaymentExpectation,
): Promise<Verdict> {
  const transfer = await verifyTransfer(client, hash, want);
  if (!transfer.ok) return transfer;
  if (transfer.received !== want.amount) {
    return fail("amount", want.amount.toString(), transfer.received.toString());
  }
  return (
    verifySender(transfer.from, want) ?? {
      ok: true,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
    }
  );
}

/**
 * Every check of `verifyPayment` but the amount and the sender: the transaction is mined on the
 * currency's chain, succeeded, is deep enough, came after the invoice and moved the invoice's
 * currency to its address (how much is `received`).
 */
export async function verifyTransfer(
  client: PublicClient,
  hash: Hash,
  want: PaymentExpectation,
): Promise<TransferVerdict> {
  const chainId = await client.getChainId();
  if (chainId !== want.currency.chainId) return fail("chain", String(want.currency.chainId), String(chainId));

  const [tx, receipt] = await Promise.all([getTransaction(client, hash), getReceipt(client, hash)]);
  // The receipt alone says the transaction is mined: a node may still answer the transaction itself
  // as pending (no block) for a moment after its receipt is out (anvil reads its pool first).
  if (receipt === null || tx === null) {
    return fail("mined", "mined", tx === null ? "unknown transaction" : "pending");
  }
  if (tx.chainId !== undefined && tx.chainId !== want.currency.chainId) {
    return fail("chain", String(want.currency.chainId), String(tx.chainId));
  }
  if (receipt.status !== "success") return fail("status", "success", receipt.status);

  const head = await client.getBlockNumber({ cacheTime: 0 });
  const depth = head - receipt.blockNumber + 1n;
  if (depth < BigInt(want.confirmations)) {
    return fail("confirmations", String(want.confirmations), depth.toString());
  }

  const timing = await verifyTiming(client, receipt, want);
  if (timing !== null) return timing;

  const destination = want.destination as Address;
  const money =
    want.currency.token === null
      ? await nativeReceived(client, tx, destination)
      : erc20Received(receipt, want.currency.token, destination);
  // Names what a token invoice got instead, so the dashboard can say "you sent ETH".
  if (!money.ok && money.check === "token" && tx.value > 0n) return { ...money, found: "native coin" };
  if (!money.ok) return money;
  return {
    ok: true,
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    received: money.received,
    from: getAddress(tx.from),
  };
}

/** The sender whitelist: an empty (or absent) list lets any sender pay. */
export function verifySender(from: Address, want: PaymentExpectation): Failed | null {
  if (senderListed(from, want)) return null;
  return fail("from", `one of ${(want.senders ?? []).join(", ")}`, getAddress(from));
}

export function senderListed(from: Address, want: PaymentExpectation): boolean {
  const senders = want.senders ?? [];
  return senders.length === 0 || senders.some((s) => isAddressEqual(s as Address, from));
}

async function verifyTiming(client: PublicClient, receipt: TransactionReceipt, want: PaymentExpectation) {
  if (want.createdBlock !== null) {
    if (receipt.blockNumber > want.createdBlock) return null;
    return fail("after_invoice", `block > ${want.createdBlock}`, `block ${receipt.blockNumber}`);
  }
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  if (block.timestamp >= BigInt(want.requestedAt)) return null;
  return fail("after_invoice", `timestamp >= ${want.requestedAt}`, `timestamp ${block.timestamp}`);
}

async function getTransaction(client: PublicClient, hash: Hash): Promise<Transaction | null> {
  try {
    return await client.getTransaction({ hash });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function getReceipt(client: PublicClient, hash: Hash): Promise<TransactionReceipt | null> {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  const name = error instanceof Error ? error.name : "";
  return name === "TransactionNotFoundError" || name === "TransactionReceiptNotFoundError";
}
