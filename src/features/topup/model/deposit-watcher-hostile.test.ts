import { expect, test } from "vitest";
import { LOOKUPS_PER_POLL, READS_PER_POLL, type WatchTarget } from "./deposit-scan";
import type { WatchState } from "./deposit-watch-store";
import { runDepositWatch, type WatcherDeps } from "./deposit-watcher";
import { jsonRpc } from "./json-rpc";
import { rpcReader } from "./rpc-reader";

// A node that answers whatever it likes, behind the watcher's real JSON-RPC reader: what a poll sends
// is counted on the wire, as a hostile node would see it.

const DEST = "0x00000000000000000000000000000000000000d1";
const hex = (n: bigint) => `0x${n.toString(16)}`;
/** The chain id, the head, then per invoice at most all its lookups and all the poll's scan reads. */
const MOST_PER_POLL = 2 + LOOKUPS_PER_POLL + READS_PER_POLL;

const NEVER = Symbol("never answers");

interface Node {
  fetch: typeof fetch;
  calls: string[];
  /** Requests whose answer is still awaited and not aborted. */
  open: () => number;
}

function hostileNode(answer: (method: string, params: unknown[]) => unknown): Node {
  const calls: string[] = [];
  let open = 0;
  const fetchFn = (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(init?.body as string) as { id: number; method: string; params: unknown[] }[];
    const answers = body.map((c) => {
      calls.push(c.method);
      return { id: c.id, value: answer(c.method, c.params) };
    });
    if (answers.some((a) => a.value === NEVER)) {
      open++;
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => {
          open--;
          reject(new Error("aborted"));
        }),
      );
    }
    const json = answers.map((a) => ({ jsonrpc: "2.0", id: a.id, result: a.value }));
    return Promise.resolve(new Response(JSON.stringify(json)));
  };
  return { fetch: fetchFn, calls, open: () => open };
}

const target = (invoiceId = "inv_1"): WatchTarget => ({
  invoiceId,
  destination: DEST,
  token: null,
  createdAt: 1_000_000,
  skip: new Set(),
});

/** Runs `polls` polls against the node; returns what each invoice was told and the calls per poll. */
async function watch(node: Node, polls: number, extra: Partial<WatcherDeps> = {}) {
  const states: [string, WatchState][] = [];
  const perPoll: number[] = [];
  const controller = new AbortController();
  let clock = 0;
  const call = jsonRpc("http://node.test/chain", node.fetch);
  await runDepositWatch(
    {
      reader: (signal) => rpcReader(call, signal),
      chainId: 31337,
      required: 1,
      targets: () => [target()],
      publish: (id, s) => states.push([id, s]),
      onConfirmed: () => undefined,
      hidden: () => false,
      cursors: new Map(),
      pollDeadlineMs: 200,
      sleep: () => {
        perPoll.push(node.calls.length - perPoll.reduce((a, b) => a + b, 0));
        clock += 3_000;
        if (perPoll.length >= polls) controller.abort();
        return Promise.resolve();
      },
      now: () => clock,
      ...extra,
    },
    controller.signal,
  );
  return { states: states.map(([, s]) => s), perPoll };
}

const blindReasons = (states: WatchState[]) => states.map((s) => (s.state === "blind" ? s.reason : s.state));

test("a head of thousands of hex digits is refused unread: the invoice cannot see the chain, and no block is asked for", async () => {
  const node = hostileNode((method) =>
    method === "eth_chainId" ? hex(31337n) : method === "eth_blockNumber" ? `0x${"f".repeat(2_000)}` : "0x0",
  );
  const { states, perPoll } = await watch(node, 3);
  expect(blindReasons(states)).toEqual(Array(3).fill("the RPC answered a head of 2000 hex digits"));
  expect(perPoll).toEqual([2, 2, 2]);
  expect(node.calls).not.toContain("eth_getBlockByNumber");
});

test("a head too large for any chain but short enough to parse is refused too", async () => {
  const node = hostileNode((method) =>
    method === "eth_chainId" ? hex(31337n) : method === "eth_blockNumber" ? hex(2n ** 60n) : "0x0",
  );
  const { states } = await watch(node, 1);
  const first = states[0];
  expect(first?.state === "blind" && first.reason).toMatch(/which no chain has$/);
});

test("a head that moves backwards, or jumps beyond what blocks could make, means the chain cannot be seen", async () => {
  const heads = [100n, 50n, 100n, 100n + 10n ** 9n];
  let read = 0;
  const node = hostileNode((method) => {
    if (method === "eth_chainId") return hex(31337n);
    if (method === "eth_blockNumber") return hex(heads[Math.min(read++, heads.length - 1)] ?? 0n);
    if (method === "eth_getBalance") return "0x0";
    return { timestamp: hex(1_000n), transactions: [] };
  });
  const { states } = await watch(node, 4);
  expect(blindReasons(states)).toEqual([
    "watching",
    "the RPC's head went back from 100 to 50",
    "watching",
    expect.stringMatching(/^the RPC's head jumped from 100 to 1000000100 in 3 s/),
  ]);
});

test("a first-block search on a huge (but parseable) chain spends at most the poll's lookups, and goes on in the next poll", async () => {
  // A head of 2^39 blocks, one a second from time 0: the search would take 40 header reads.
  const head = 2n ** 39n;
  const node = hostileNode((method, params) => {
    if (method === "eth_chainId") return hex(31337n);
    if (method === "eth_blockNumber") return hex(head);
    if (method === "eth_getBalance") return "0x0";
    return { timestamp: hex(BigInt(params[0] as string)), transactions: [] };
  });
  const { perPoll, states } = await watch(node, 3);
  expect(perPoll.every((n) => n <= MOST_PER_POLL)).toBe(true);
  // First poll: the chain id, the head and every lookup on the search; the second ends it.
  expect(perPoll[0]).toBe(2 + LOOKUPS_PER_POLL);
  expect(perPoll[1]).toBeLessThan(perPoll[0] as number);
  expect(states.every((s) => s.state === "watching")).toBe(true);
});

test("a node that never answers ends each poll at its deadline, says so, and leaves no request open", async () => {
  const node = hostileNode((method) => (method === "eth_chainId" ? hex(31337n) : NEVER));
  const { states, perPoll } = await watch(node, 2);
  expect(blindReasons(states)).toEqual(["the RPC answers too slowly", "the RPC answers too slowly"]);
  expect(perPoll).toEqual([2, 2]);
  expect(node.open()).toBe(0);
});

test("removing an invoice stops its reads at once, even one under way, and nothing more is asked for it", async () => {
  let listeners: (() => void)[] = [];
  let targets = [target()];
  const node = hostileNode((method) => {
    if (method === "eth_chainId") return hex(31337n);
    if (method === "eth_blockNumber") return hex(100n);
    if (method === "eth_getBlockByNumber") {
      // The search's first read hangs: the invoice is removed while it waits.
      queueMicrotask(() => {
        targets = [];
        for (const l of listeners) l();
      });
      return NEVER;
    }
    return "0x0";
  });
  const { states, perPoll } = await watch(node, 3, {
    targets: () => targets,
    onTargetsChange: (listener) => {
      listeners.push(listener);
      return () => (listeners = listeners.filter((l) => l !== listener));
    },
    pollDeadlineMs: 60_000,
  });
  expect(node.open()).toBe(0);
  expect(node.calls.filter((c) => c === "eth_getBlockByNumber")).toHaveLength(1);
  // The later polls read nothing: no invoice is left to watch.
  expect(perPoll.slice(1)).toEqual([0, 0]);
  expect(states.some((s) => s.state === "blind")).toBe(false);
});
