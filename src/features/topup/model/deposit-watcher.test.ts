import { expect, test } from "vitest";
import {
  NATIVE_BLOCKS_PER_ROUND,
  READS_PER_POLL,
  type ChainReader,
  type ScanCursor,
  type ChainTx,
  type TokenTransfer,
  type WatchTarget,
} from "./deposit-scan";
import type { WatchState } from "./deposit-watch-store";
import { TraceUnavailableError, type TracedTx } from "./deposit-trace";
import { runDepositWatch } from "./deposit-watcher";

const DEST = "0x00000000000000000000000000000000000000d1";
const TOKEN = "0x00000000000000000000000000000000000000c0";
const HASH = `0x${"b".repeat(64)}`;

/** A chain of `blocks` blocks one second apart, with the transfers given per block. */
function chain(opts: {
  id?: number;
  head?: bigint;
  txs?: Record<string, ChainTx[]>;
  logs?: TokenTransfer[];
  balance?: bigint;
  failLogs?: boolean;
  /** Call traces per block; null: the RPC refuses tracing. */
  traces?: Record<string, TracedTx[]> | null;
  /** A block is mined between every two reads of the head, as on a chain others pay on. */
  busy?: boolean;
}): ChainReader & { calls: string[] } {
  const calls: string[] = [];
  let mined = 0n;
  return {
    calls,
    chainId: () => Promise.resolve(opts.id ?? 31337),
    blockNumber: () => Promise.resolve((opts.head ?? 10n) + (opts.busy ? mined++ : 0n)),
    balance: () => Promise.resolve(opts.balance ?? 0n),
    blockTime: (n) => Promise.resolve(1_000n + n),
    blockTxs: (n) => {
      calls.push(`block ${n}`);
      return Promise.resolve(opts.txs?.[n.toString()] ?? []);
    },
    transfers: (_token, _to, from, to) => {
      calls.push(`logs ${from}-${to}`);
      if (opts.failLogs) return Promise.reject(new Error("block range is too wide"));
      return Promise.resolve((opts.logs ?? []).filter((l) => l.blockNumber >= from && l.blockNumber <= to));
    },
    traceBlock: (n) => {
      calls.push(`trace ${n}`);
      if (opts.traces === null) return Promise.reject(new TraceUnavailableError("method not found"));
      return Promise.resolve(opts.traces?.[n.toString()] ?? []);
    },
  };
}

const target = (token: string | null = null): WatchTarget => ({
  invoiceId: "inv_1",
  destination: DEST,
  token,
  createdAt: 1_000_000,
  skip: new Set(),
});

/** Runs rounds until `rounds` sleeps have happened; returns what was published and handed over. */
async function watch(
  reader: ChainReader,
  t: WatchTarget | WatchTarget[],
  rounds = 2,
  required = 1,
  cursors = new Map<string, ScanCursor | null>(),
  onSleep: () => void = () => undefined,
) {
  const states: WatchState[] = [];
  const confirmed: string[] = [];
  const sleeps: number[] = [];
  const controller = new AbortController();
  await runDepositWatch(
    {
      reader,
      chainId: 31337,
      required,
      targets: () => (Array.isArray(t) ? t : [t]),
      publish: (_id, s) => states.push(s),
      onConfirmed: (_t, found) => confirmed.push(found.hash),
      hidden: () => false,
      cursors,
      sleep: (ms) => {
        onSleep();
        sleeps.push(ms);
        if (sleeps.length >= rounds) controller.abort();
        return Promise.resolve();
      },
      now: () => 0,
    },
    controller.signal,
  );
  return { states, confirmed, sleeps };
}

test("a native transfer to the address is found in the blocks since the invoice and handed over", async () => {
  const reader = chain({ balance: 5n, txs: { "7": [{ hash: HASH, to: DEST.toUpperCase(), value: 5n }] } });
  const { confirmed, states } = await watch(reader, target());
  expect(confirmed).toEqual([HASH]);
  expect(states).toContainEqual({ state: "detected", hash: HASH, confirmations: 4, required: 1 });
});

test("an empty address is passed over with one balance read, no block read", async () => {
  const reader = chain({ balance: 0n });
  const { confirmed, states } = await watch(reader, target());
  expect(confirmed).toEqual([]);
  expect(reader.calls).toEqual([]);
  expect(states.at(-1)).toEqual({ state: "watching" });
});

test("a token transfer waits for the confirmations asked, counting n/m", async () => {
  const reader = chain({ head: 10n, logs: [{ hash: HASH, blockNumber: 9n, value: 1n }] });
  const { confirmed, states } = await watch(reader, target(TOKEN), 1, 3);
  expect(confirmed).toEqual([]);
  expect(states).toContainEqual({ state: "detected", hash: HASH, confirmations: 2, required: 3 });
});

test("an RPC of another chain is never believed: blind, backing off, nothing handed over", async () => {
  const reader = chain({ id: 1, balance: 5n, txs: { "7": [{ hash: HASH, to: DEST, value: 5n }] } });
  const { confirmed, states, sleeps } = await watch(reader, target(), 3);
  expect(confirmed).toEqual([]);
  expect(states[0]).toMatchObject({ state: "blind", reason: "the RPC answers for chain 1, not 31337" });
  expect(sleeps).toEqual([3_000, 6_000, 12_000]);
});

test("a refused block range makes the watcher say it cannot see the chain, never concluding", async () => {
  const reader = chain({ failLogs: true, logs: [{ hash: HASH, blockNumber: 9n, value: 1n }] });
  const { confirmed, states } = await watch(reader, target(TOKEN));
  expect(confirmed).toEqual([]);
  expect(states.every((s) => s.state === "blind")).toBe(true);
  const first = states[0];
  expect(first?.state === "blind" && first.reason).toContain("block range is too wide");
});

test("a hash the service already answered is skipped", async () => {
  const reader = chain({ balance: 5n, txs: { "7": [{ hash: HASH, to: DEST, value: 5n }] } });
  const { confirmed } = await watch(reader, { ...target(), skip: new Set([HASH]) });
  expect(confirmed).toEqual([]);
});

const blockReads = (reader: { calls: string[] }) => reader.calls.filter((c) => c.startsWith("block "));

test("an invoice open for days is read a chunk per poll, and a watcher started again resumes where it stopped", async () => {
  // A million blocks since the invoice and ETH on its address that no direct transfer explains yet.
  const reader = chain({ head: 1_000_000n, balance: 5n });
  const cursors = new Map<string, ScanCursor | null>();
  const perPoll: number[] = [];
  const mark = () => perPoll.push(blockReads(reader).length - perPoll.reduce((a, b) => a + b, 0));
  await watch(reader, target(), 3, 1, cursors, mark);
  expect(perPoll).toEqual([NATIVE_BLOCKS_PER_ROUND, NATIVE_BLOCKS_PER_ROUND, NATIVE_BLOCKS_PER_ROUND]);
  // The page is opened again: the scan goes on from block 60, never from the invoice's start.
  await watch(reader, target(), 1, 1, cursors);
  const reads = blockReads(reader);
  expect(reads).toHaveLength(4 * NATIVE_BLOCKS_PER_ROUND);
  expect(new Set(reads).size).toBe(reads.length);
  expect(reads.at(-1)).toBe(`block ${4 * NATIVE_BLOCKS_PER_ROUND - 1}`);
});

test("many open invoices share one poll's reads, taking turns", async () => {
  const reader = chain({ head: 1_000_000n, balance: 5n });
  const many = [1, 2, 3, 4, 5].map((n) => ({ ...target(), invoiceId: `inv_${n}`, destination: DEST }));
  const perPoll: number[] = [];
  // Blocks read and blocks traced alike: each counts one against the poll's budget.
  const mark = () => perPoll.push(reader.calls.length - perPoll.reduce((a, b) => a + b, 0));
  await watch(reader, many, 5, 1, new Map(), mark);
  expect(perPoll.every((n) => n <= READS_PER_POLL)).toBe(true);
  expect(perPoll[0]).toBe(READS_PER_POLL);
  // Five polls, each begun by another invoice: every invoice had its first chunk.
  const starts = blockReads(reader).filter((c) => c === "block 0");
  expect(starts).toHaveLength(5);
});

const relayed = (hash: string, value: bigint, to = DEST): TracedTx => ({
  hash,
  frame: {
    type: "CALL",
    to: "0x00000000000000000000000000000000000000f0",
    value: `0x${value.toString(16)}`,
    calls: [{ type: "CALL", to, value: `0x${value.toString(16)}` }],
  },
});

test("ETH a contract moved to the address is found in the blocks' call traces once the direct scan explains less than the balance", async () => {
  const reader = chain({ head: 8n, balance: 7n, traces: { "6": [relayed(HASH, 7n)] } });
  const { confirmed, states } = await watch(reader, target(), 3);
  expect(confirmed).toEqual([HASH]);
  expect(states).toContainEqual({ state: "detected", hash: HASH, confirmations: 3, required: 1 });
});

test("ETH a contract moved to the address is found while other payments mine a block between every two polls", async () => {
  // The head moves on every poll, so the direct scan is never ahead of it for a whole poll.
  const reader = chain({ head: 8n, busy: true, balance: 7n, traces: { "6": [relayed(HASH, 7n)] } });
  const { confirmed } = await watch(reader, target(), 3);
  expect(confirmed).toEqual([HASH]);
});

test("a balance the direct transfers explain is never traced", async () => {
  const other = `0x${"c".repeat(64)}`;
  const reader = chain({ head: 8n, balance: 5n, txs: { "3": [{ hash: other, to: DEST, value: 5n }] } });
  await watch(reader, { ...target(), skip: new Set([other]) }, 3);
  expect(reader.calls.filter((c) => c.startsWith("trace"))).toEqual([]);
});

test("an RPC that refuses tracing makes the invoice say its payment must be pasted", async () => {
  const reader = chain({ head: 8n, balance: 7n, traces: null });
  const { confirmed, states } = await watch(reader, target(), 3);
  expect(confirmed).toEqual([]);
  expect(states.at(-1)).toEqual({ state: "untraceable" });
});
