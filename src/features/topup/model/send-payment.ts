import type { Address } from "viem";
import type { Config } from "wagmi";
import { getConnection, getPublicClient, sendTransaction } from "wagmi/actions";
import type { TopUpInvoice } from "../api/top-up-invoice";
import type { PaymentTx } from "./payment-tx";
import { pendingInvoiceOf, pendingStore, type PendingPayment } from "./pending-store";

export class WrongChainError extends Error {
  constructor(
    readonly expected: number,
    readonly found: number | undefined,
  ) {
    super(`The wallet is on chain ${found ?? "unknown"}, the invoice is payable on chain ${expected}`);
  }
}

/**
 * Sends the exact payment and records it before anything waits on it. The chain is re-read right
 * before sending and passed along, so the wallet refuses rather than pays on another network.
 */
export async function sendPayment(
  config: Config,
  args: {
    invoice: TopUpInvoice;
    chainId: number;
    tx: PaymentTx;
    token: Address | null;
    billingBaseUrl: string;
  },
): Promise<PendingPayment> {
  const connection = getConnection(config);
  const from = connection.address;
  if (from === undefined) throw new Error("No wallet is connected");
  if (connection.chainId !== args.chainId) throw new WrongChainError(args.chainId, connection.chainId);
  const client = getPublicClient(config, { chainId: args.chainId });
  if (client === undefined) throw new WrongChainError(args.chainId, connection.chainId);
  const nonce = await client.getTransactionCount({ address: from, blockTag: "pending" });

  const hash = await sendTransaction(config, {
    chainId: args.chainId,
    account: from,
    to: args.tx.to,
    ...(args.tx.value > 0n ? { value: args.tx.value } : {}),
    ...(args.tx.input !== "0x" ? { data: args.tx.input } : {}),
  });
  const { invoice } = args;
  const record: PendingPayment = {
    invoice: pendingInvoiceOf(invoice),
    billingBaseUrl: args.billingBaseUrl,
    chainId: args.chainId,
    hash,
    from,
    nonce,
    to: args.tx.to,
    value: args.tx.value.toString(),
    input: args.tx.input,
    token: args.token,
    time: Date.now(),
  };
  pendingStore.save(record);
  // The wallet picks the nonce; the node knows which one it used (the guess is kept if it does not say).
  try {
    const sent = await client.getTransaction({ hash });
    if (sent.nonce !== nonce) {
      const fixed = { ...record, nonce: sent.nonce, input: sent.input };
      pendingStore.save(fixed);
      return fixed;
    }
  } catch {
    // Not visible yet: the recorded guess stands, and the hash alone still finds the receipt.
  }
  return record;
}
