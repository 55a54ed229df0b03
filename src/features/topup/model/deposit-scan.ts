// The chain reads that find a transfer to an invoice's own address (docs/interfaces.md, "Deposit
// detection"). Plain functions over a small reader, so the rules are tested without a node.
import { internalValueTo, TraceUnavailableError, type TracedTx } from "./deposit-trace";

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

/** The few reads the watcher makes; rpc-reader.ts implements them over JSON-RPC. */
export interface ChainReader {
  chainId: () => Promise<number>;
  blockNumber: () => Promise<bigint>;
  balance: (address: string) => Promise<bigint>;
  blockTime: (block: bigint) => Promise<bigint>;
  blockTxs: (block: bigint) => Promise<ChainTx[]>;
  /** ERC-20 `Transfer(_, to, _)` logs of `token` in [from, to] (inclusive). */
  transfers: (token: string, to: string, from: bigint, toBlock: bigint) => Promise<TokenTransfer[]>;
  /** The call trace of every transaction of a block; throws TraceUnavailableError when refused. */
  traceBlock: (block: bigint) => Promise<TracedTx[]>;
}

/** Where one invoice's scan stands. */
export interface ScanCursor {
  /** The next block (or log range start) to read for transfers. */
  next: bigint;
  /** ETH: the next block whose transactions are traced for contract transfers (never past `next`). */
  traced: bigint;
  /** ETH: what the transfers found so far brought to the address, answered ones included. */
  explained: bigint;
  /** The search for the invoice's first block, while it is under way (`next` and `traced` wait for it). */
  seek?: Seek;
}

/** Where the bisection for the first block stands: the answer is in [lo, hi]. */
export interface Seek {
  lo: bigint;
  hi: bigint;
  /** Whether `hi`'s own time was read (a head older than the invoice is the answer at once). */
  topRead: boolean;
}

export interface ScanRound {
  found: Detected | null;
  cursor: ScanCursor | null;
  /** The address holds ETH no transfer explains, and the RPC cannot trace the blocks: paste it. */
  untraceable?: boolean;
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
/** A traced block re-runs all its transactions: fewer of them per round. */
export const TRACED_BLOCKS_PER_ROUND = 20;

/**
 * What one poll may look up besides: the first-block search's headers and the balance reads. A
 * search of a chain of 2^31 blocks fits in one poll; a longer one (a hostile head) goes on in the next.
 */
export const LOOKUPS_PER_POLL = 32;

/** The poll's remaining reads, shared by the invoices it visits. */
export interface ReadBudget {
  left: number;
  /** Header and balance reads left (LOOKUPS_PER_POLL); without it, lookups are not limited. */
  lookups?: number;
}

const lookupLeft = (budget: ReadBudget) => budget.lookups === undefined || budget.lookups > 0;
const spendLookup = (budget: ReadBudget) => {
  if (budget.lookups !== undefined) budget.lookups--;
};
/** The invoice's clock and the chain's may disagree by this much; a few extra blocks cost little. */
export const CLOCK_SLACK_S = 120n;

export class ChainMismatchError extends Error {
  constructor(
    readonly expected: number,
    readonly found: number,
  ) {
    super(`the RPC answers for chain ${found}, not ${expected}`);
  }
}

/**
 * The bisection for the first block at or after `seconds`, a read per step while the budget has
 * lookups: the block once found, or where to go on in the next poll.
 */
export async function seekFirstBlock(
  reader: ChainReader,
  seconds: bigint,
  seek: Seek,
  budget: ReadBudget,
): Promise<bigint | Seek> {
  let { lo, hi, topRead } = seek;
  if (!topRead) {
    if (!lookupLeft(budget)) return seek;
    spendLookup(budget);
    if ((await reader.blockTime(hi)) < seconds) return hi;
    topRead = true;
  }
  while (lo < hi) {
    if (!lookupLeft(budget)) return { lo, hi, topRead };
    spendLookup(budget);
    const mid = (lo + hi) / 2n;
    if ((await reader.blockTime(mid)) < seconds) lo = mid + 1n;
    else hi = mid;
  }
  return lo;
}

/** The first block at or after `seconds`, by bisection: about log2(head) header reads, once. */
export async function firstBlockAt(reader: ChainReader, seconds: bigint, head: bigint): Promise<bigint> {
  const found = await seekFirstBlock(reader, seconds, { lo: 0n, hi: head, topRead: false }, { left: 0 });
  if (typeof found !== "bigint") throw new Error("the search for the first block did not end");
  return found;
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

const sorted = <T extends { blockNumber: bigint }>(list: T[]) =>
  [...list].sort((a, b) => (a.blockNumber < b.blockNumber ? -1 : a.blockNumber > b.blockNumber ? 1 : 0));

const blockRange = (from: bigint, to: bigint) => {
  const blocks: bigint[] = [];
  for (let n = from; n <= to; n++) blocks.push(n);
  return blocks;
};

/**
 * One round for one invoice: reads blocks from the cursor towards `head` (bounded per round and by
 * the poll's budget) and returns the first transfer to the address not already answered, with where
 * to go on. A native address with no balance at `head` received nothing up to it (an unpaid
 * invoice's address is never swept), so the whole range is passed over with one balance read; one
 * holding more than the direct transfers explain has the blocks already read traced in the same
 * round (deposit-trace.ts).
 */
export async function scanRound(
  reader: ChainReader,
  target: WatchTarget,
  cursor: ScanCursor | null,
  head: bigint,
  budget: ReadBudget = { left: READS_PER_POLL },
): Promise<ScanRound> {
  if (budget.left <= 0) return { found: null, cursor };
  let c: ScanCursor;
  if (cursor && !cursor.seek) c = cursor;
  else {
    const seconds = BigInt(Math.floor(target.createdAt / 1000)) - CLOCK_SLACK_S;
    const seek = cursor?.seek ?? { lo: 0n, hi: head, topRead: false };
    const first = await seekFirstBlock(reader, seconds, seek, budget);
    if (typeof first !== "bigint")
      return { found: null, cursor: { next: 0n, traced: 0n, explained: 0n, seek: first } };
    c = { next: first, traced: first, explained: 0n };
  }
  if (target.token !== null) {
    if (c.next > head) return { found: null, cursor: c };
    const start = c.next;
    budget.left--;
    const end = start + LOG_RANGE - 1n < head ? start + LOG_RANGE - 1n : head;
    const logs = await reader.transfers(target.token, target.destination, start, end);
    const hit = sorted(logs.filter((l) => !target.skip.has(l.hash.toLowerCase())))[0];
    return hit
      ? {
          found: { hash: hit.hash, block: hit.blockNumber, value: hit.value },
          cursor: { ...c, next: hit.blockNumber + 1n },
        }
      : { found: null, cursor: { ...c, next: end + 1n } };
  }
  if (!lookupLeft(budget)) return { found: null, cursor: c };
  spendLookup(budget);
  const balance = await reader.balance(target.destination);
  if (balance === 0n) return { found: null, cursor: { next: head + 1n, traced: head + 1n, explained: 0n } };
  if (c.next <= head) {
    const direct = await directRound(reader, target, c, head, budget);
    if (direct.found || !direct.cursor) return direct;
    c = direct.cursor;
  }
  // In the same round as the direct read, not after it has caught up with the head: on a chain
  // where blocks keep coming (others' payments), the head moves between every two polls, and a
  // trace waiting for a quiet poll would never run.
  if (balance > c.explained && c.traced < c.next && budget.left > 0)
    return traceRound(reader, target, c, budget);
  return { found: null, cursor: c };
}

/** Transactions sent straight to the address, read block by block. */
async function directRound(
  reader: ChainReader,
  target: WatchTarget,
  c: ScanCursor,
  head: bigint,
  budget: ReadBudget,
): Promise<ScanRound> {
  const chunk = BigInt(Math.min(NATIVE_BLOCKS_PER_ROUND, budget.left));
  const last = c.next + chunk - 1n < head ? c.next + chunk - 1n : head;
  budget.left -= Number(last - c.next + 1n);
  const blocks = blockRange(c.next, last);
  // Read together: the batched transport sends them as one request.
  const txs = await Promise.all(blocks.map((n) => reader.blockTxs(n)));
  let explained = c.explained;
  for (const [i, list] of txs.entries()) {
    const block = blocks[i] as bigint;
    let hit: ChainTx | undefined;
    for (const tx of list) {
      if (!same(tx.to, target.destination) || tx.value === 0n) continue;
      explained += tx.value;
      if (!hit && !target.skip.has(tx.hash.toLowerCase())) hit = tx;
    }
    if (hit)
      return {
        found: { hash: hit.hash, block, value: hit.value },
        cursor: { ...c, next: block + 1n, explained },
      };
  }
  return { found: null, cursor: { ...c, next: last + 1n, explained } };
}

/** Contract calls that paid the address, in the blocks already read, when the balance says some did. */
async function traceRound(
  reader: ChainReader,
  target: WatchTarget,
  c: ScanCursor,
  budget: ReadBudget,
): Promise<ScanRound> {
  const chunk = BigInt(Math.min(TRACED_BLOCKS_PER_ROUND, budget.left));
  const last = c.traced + chunk - 1n < c.next - 1n ? c.traced + chunk - 1n : c.next - 1n;
  budget.left -= Number(last - c.traced + 1n);
  const blocks = blockRange(c.traced, last);
  let traces: TracedTx[][];
  try {
    traces = await Promise.all(blocks.map((n) => reader.traceBlock(n)));
  } catch (error) {
    if (error instanceof TraceUnavailableError) return { found: null, cursor: c, untraceable: true };
    throw error;
  }
  let explained = c.explained;
  for (const [i, list] of traces.entries()) {
    const block = blocks[i] as bigint;
    let hit: Detected | undefined;
    for (const tx of list) {
      const value = internalValueTo(tx.frame, target.destination);
      if (value === 0n) continue;
      explained += value;
      if (!hit && !target.skip.has(tx.hash.toLowerCase())) hit = { hash: tx.hash, block, value };
    }
    if (hit) return { found: hit, cursor: { ...c, traced: block + 1n, explained } };
  }
  return { found: null, cursor: { ...c, traced: last + 1n, explained } };
}

/** Blocks on top of the transfer's, counting its own: 1 once mined. */
export function confirmationsOf(found: Detected, head: bigint): number {
  return head < found.block ? 0 : Number(head - found.block + 1n);
}
