// The chain reads that find a transfer to an invoice's own address (docs/interfaces.md, "Deposit
// detection"). Plain functions over a small reader, so the rules are tested without a node.

export interface ChainTx {
  hash: string;
  to: string | null;
  value: bigint;
}

export interface TokenTransfer {
  hash: string;
  blockNumber: bigint;
  value: bigint;
}

/** The few reads the watcher makes; chain/viem-reader.ts implements them over JSON-RPC. */
export interface ChainReader {
  chainId: () => Promise<number>;
  blockNumber: () => Promise<bigint>;
  balance: (address: string) => Promise<bigint>;
  blockTime: (block: bigint) => Promise<bigint>;
  blockTxs: (block: bigint) => Promise<ChainTx[]>;
  /** ERC-20 `Transfer(_, to, _)` logs of `token` in [from, to] (inclusive). */
  transfers: (token: string, to: string, from: bigint, toBlock: bigint) => Promise<TokenTransfer[]>;
}

export interface WatchTarget {
  invoiceId: string;
  destination: string;
  /** ERC-20 address; null for the chain's native coin. */
  token: string | null;
  /** When the invoice was opened (ms); the scan starts a little before its block. */
  createdAt: number;
  /** Hashes the service already answered for: never proposed again. */
  skip: ReadonlySet<string>;
}

export interface Detected {
  hash: string;
  block: bigint;
  value: bigint;
}

/** Blocks read one by one per round for native transfers; log ranges per request for tokens. */
export const NATIVE_BLOCKS_PER_ROUND = 20;
export const LOG_RANGE = 2_000n;
/**
 * What one poll may read for all invoices together (a block, or a log range, each counts one): an
 * invoice open for days is read a chunk per poll, resuming where the last one stopped, and many open
 * invoices share the poll instead of multiplying it.
 */
export const READS_PER_POLL = 40;

/** The poll's remaining reads, shared by the invoices it visits. */
export interface ReadBudget {
  left: number;
}
/** The invoice's clock and the chain's may disagree by this much; a few extra blocks cost little. */
const CLOCK_SLACK_S = 120n;

export class ChainMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly found: number,
  ) {
    super(`the RPC answers for chain ${found}, not ${expected}`);
  }
}

/** The first block at or after `seconds`, by bisection: about log2(head) header reads, once. */
export async function firstBlockAt(reader: ChainReader, seconds: bigint, head: bigint): Promise<bigint> {
  let lo = 0n;
  let hi = head;
  if ((await reader.blockTime(head)) < seconds) return head;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if ((await reader.blockTime(mid)) < seconds) lo = mid + 1n;
    else hi = mid;
  }
  return lo;
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

/**
 * One round for one invoice: reads blocks from `cursor` towards `head` (bounded per round) and
 * returns the first transfer to the address not already answered, with the next block to read.
 * A native address with no balance at `head` received nothing up to it (an unpaid invoice's address
 * is never swept), so the whole range is passed over with one balance read.
 */
export async function scanRound(
  reader: ChainReader,
  target: WatchTarget,
  cursor: bigint | null,
  head: bigint,
  budget: ReadBudget = { left: READS_PER_POLL },
): Promise<{ found: Detected | null; next: bigint | null }> {
  if (budget.left <= 0) return { found: null, next: cursor };
  const start =
    cursor ?? (await firstBlockAt(reader, BigInt(Math.floor(target.createdAt / 1000)) - CLOCK_SLACK_S, head));
  if (start > head) return { found: null, next: start };
  if (target.token !== null) {
    budget.left--;
    const end = start + LOG_RANGE - 1n < head ? start + LOG_RANGE - 1n : head;
    const logs = await reader.transfers(target.token, target.destination, start, end);
    const hit = logs
      .filter((l) => !target.skip.has(l.hash.toLowerCase()))
      .sort((a, b) => (a.blockNumber < b.blockNumber ? -1 : a.blockNumber > b.blockNumber ? 1 : 0))[0];
    return hit
      ? { found: { hash: hit.hash, block: hit.blockNumber, value: hit.value }, next: hit.blockNumber + 1n }
      : { found: null, next: end + 1n };
  }
  if ((await reader.balance(target.destination)) === 0n) return { found: null, next: head + 1n };
  const chunk = BigInt(Math.min(NATIVE_BLOCKS_PER_ROUND, budget.left));
  const last = start + chunk - 1n < head ? start + chunk - 1n : head;
  budget.left -= Number(last - start + 1n);
  const blocks: bigint[] = [];
  for (let n = start; n <= last; n++) blocks.push(n);
  // Read together: the batched transport sends them as one request.
  const txs = await Promise.all(blocks.map((n) => reader.blockTxs(n)));
  for (const [i, list] of txs.entries()) {
    const block = blocks[i] as bigint;
    const hit = list.find(
      (tx) => same(tx.to, target.destination) && tx.value > 0n && !target.skip.has(tx.hash.toLowerCase()),
    );
    if (hit) return { found: { hash: hit.hash, block, value: hit.value }, next: block + 1n };
  }
  return { found: null, next: last + 1n };
}

/** Blocks on top of the transfer's, counting its own: 1 once mined. */
export function confirmationsOf(found: Detected, head: bigint): number {
  return head < found.block ? 0 : Number(head - found.block + 1n);
}
