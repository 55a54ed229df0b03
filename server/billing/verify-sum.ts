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
 * The most blocks one completion reads for an ETH invoice, and how many it asks for at once. An
 * invoice open for days spans tens of thousands of blocks; reading them all in one request would
 * hold it for minutes, so a completion reads this many and the next one resumes where it stopped.
 */
export const SCAN_BLOCKS_PER_REQUEST = 1024;
const SCAN_BATCH = 32;

/** How far the sum of an invoice's transfers has read the chain, and what it found up to there. */
export interface ScanMark {
  /** The last block read (inclusive), and its hash: a reorg that replaced it voids the mark. */
  block: bigint;
  blockHash: Hash;
  transfers: Transfer[];
}

export interface Scanned {
  transfers: Transfer[];
  /** The last confirmed block read; false `complete`: blocks after it remain for the next request. */
  through: bigint;
  complete: boolean;
  /** Where the next request resumes; null when this one read no block. */
  mark: ScanMark | null;
}

/**
 * Every transfer to the invoice address in the invoice's currency, mined after the invoice's
 * creation block and at least `confirmations` deep: the token's Transfer logs to it, or (ETH) the
 * transactions sent straight to it, found by reading each block since the creation block (after
 * `mark`, whose transfers are kept), at most `maxBlocks` of them. ETH a contract relays through an
 * internal call is not seen here; it counts when its hash is the one named in the completion (the
 * caller adds it). Values of one transaction are summed.
 */
export async function transfersTo(
  client: PublicClient,
  want: PaymentExpectation & { createdBlock: bigint },
  mark: ScanMark | null = null,
  maxBlocks = SCAN_BLOCKS_PER_REQUEST,
): Promise<Scanned> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const last = head - BigInt(want.confirmations) + 1n;
  const destination = want.destination as Address;
  const found = new Map<Hash, Transfer>();
  const add = (t: Transfer) => {
    const seen = found.get(t.hash);
    found.set(t.hash, seen === undefined ? t : { ...seen, value: seen.value + t.value });
  };

  if (want.currency.token !== null) {
    const first = want.createdBlock + 1n;
    if (last < first) return { transfers: [], through: last, complete: true, mark: null };
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
    return { transfers: [...found.values()], through: last, complete: true, mark: null };
  }

  // Each transaction sits in one block, so a mark's transfers and the new blocks' never overlap.
  const kept = mark !== null && (await markHolds(client, mark, want.createdBlock, last)) ? mark : null;
  const first = (kept?.block ?? want.createdBlock) + 1n;
  const stop = last < first + BigInt(maxBlocks) - 1n ? last : first + BigInt(maxBlocks) - 1n;
  let lastHash = kept?.blockHash ?? null;
  for (let from = first; from <= stop; from += BigInt(SCAN_BATCH)) {
    const numbers: bigint[] = [];
    for (let n = from; n <= stop && n < from + BigInt(SCAN_BATCH); n++) numbers.push(n);
    const blocks = await Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    );
    for (const block of blocks) {
      lastHash = block.hash;
      for (const tx of block.transactions) {
        if (tx.to === null || !isAddressEqual(tx.to, destination) || tx.value === 0n) continue;
        // A reverted transaction is in the block but moved nothing.
        const receipt = await client.getTransactionReceipt({ hash: tx.hash });
        if (receipt.status !== "success") continue;
        add({ hash: tx.hash, from: getAddress(tx.from), value: tx.value, blockHash: block.hash });
      }
    }
  }
  const through = stop < first ? first - 1n : stop;
  const transfers = [...(kept?.transfers ?? []), ...found.values()];
  const next = lastHash === null ? null : { block: through, blockHash: lastHash, transfers };
  return { transfers, through, complete: through >= last, mark: next };
}

/**
 * A mark still describes the chain when its block is after the creation block, confirmed, and
 * still has its hash: a reorg that replaced any block up to it changed that hash too.
 */
async function markHolds(client: PublicClient, mark: ScanMark, createdBlock: bigint, last: bigint) {
  if (mark.block <= createdBlock || mark.block > last) return false;
  const block = await client.getBlock({ blockNumber: mark.block }).catch(() => null);
  return block?.hash === mark.blockHash;
}
