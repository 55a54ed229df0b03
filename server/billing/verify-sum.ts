import { erc20Abi, getAddress, isAddressEqual, type Address, type Hash, type PublicClient } from "viem";
import type { PaymentExpectation } from "./verify-verdict.ts";

/** One confirmed, successful transfer of the invoice's currency to its address, after its creation. */
export interface Transfer {
  hash: Hash;
  from: Address;
  value: bigint;
  blockHash: Hash;
}

/**
 * Every transfer to the invoice address in the invoice's currency, mined after the invoice's
 * creation block and at least `confirmations` deep: the token's Transfer logs to it, or (ETH) the
 * transactions sent straight to it, found by reading each block since the creation block. ETH a
 * contract relays through an internal call is not seen here; it counts when its hash is the one
 * named in the completion (the caller adds it). Values of one transaction are summed.
 */
export async function transfersTo(
  client: PublicClient,
  want: PaymentExpectation & { createdBlock: bigint },
): Promise<Transfer[]> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const last = head - BigInt(want.confirmations) + 1n;
  const first = want.createdBlock + 1n;
  if (last < first) return [];
  const destination = want.destination as Address;
  const found = new Map<Hash, Transfer>();
  const add = (t: Transfer) => {
    const seen = found.get(t.hash);
    found.set(t.hash, seen === undefined ? t : { ...seen, value: seen.value + t.value });
  };

  if (want.currency.token !== null) {
    const logs = await client.getContractEvents({
      address: want.currency.token,
      abi: erc20Abi,
      eventName: "Transfer",
      args: { to: destination },
      fromBlock: first,
      toBlock: last,
      strict: true,
    });
    // The whitelist is about who sent the transaction, not whose tokens moved.
    const senders = new Map<Hash, Address>();
    for (const log of logs) {
      if (!senders.has(log.transactionHash)) {
        const tx = await client.getTransaction({ hash: log.transactionHash });
        senders.set(log.transactionHash, getAddress(tx.from));
      }
      add({
        hash: log.transactionHash,
        from: senders.get(log.transactionHash) as Address,
        value: log.args.value,
        blockHash: log.blockHash,
      });
    }
    return [...found.values()];
  }

  for (let n = first; n <= last; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
    for (const tx of block.transactions) {
      if (tx.to === null || !isAddressEqual(tx.to, destination) || tx.value === 0n) continue;
      // A reverted transaction is in the block but moved nothing.
      const receipt = await client.getTransactionReceipt({ hash: tx.hash });
      if (receipt.status !== "success") continue;
      add({ hash: tx.hash, from: getAddress(tx.from), value: tx.value, blockHash: block.hash });
    }
  }
  return [...found.values()];
}
