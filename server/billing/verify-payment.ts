import {
  getAddress,
  isAddressEqual,
  type Address,
  type Hash,
  type PublicClient,
  type Transaction,
  type TransactionReceipt,
} from "viem";
import { verifyErc20Amount } from "./verify-erc20.ts";
import { verifyNativeAmount } from "./verify-native.ts";
import { fail, type PaymentExpectation, type Verdict } from "./verify-verdict.ts";

/** The first failed check wins: chain, mined, success, depth, timing, the money, then the sender. */
export async function verifyPayment(
  client: PublicClient,
  hash: Hash,
  want: PaymentExpectation,
): Promise<Verdict> {
  const chainId = await client.getChainId();
  if (chainId !== want.currency.chainId) return fail("chain", String(want.currency.chainId), String(chainId));

  const [tx, receipt] = await Promise.all([getTransaction(client, hash), getReceipt(client, hash)]);
  if (receipt === null || tx === null || tx.blockNumber === null) {
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

  const money =
    want.currency.token === null
      ? await verifyNativeAmount(client, tx, want)
      : verifyErc20Amount(receipt, want.currency.token, want);
  // Names what a token invoice got instead, so the dashboard can say "you sent ETH".
  if (money?.ok === false && money.check === "token" && tx.value > 0n)
    return { ...money, found: "native coin" };
  if (money !== null) return money;
  return (
    verifySender(tx, want) ?? { ok: true, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash }
  );
}

/** The sender whitelist: an empty (or absent) list lets any sender pay. */
function verifySender(tx: Transaction, want: PaymentExpectation): Verdict | null {
  const senders = want.senders ?? [];
  if (senders.length === 0) return null;
  if (senders.some((s) => isAddressEqual(s as Address, tx.from))) return null;
  return fail("from", `one of ${senders.join(", ")}`, getAddress(tx.from));
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
