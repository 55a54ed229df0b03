import {
  ChainMismatchError,
  confirmationsOf,
  LOOKUPS_PER_POLL,
  READS_PER_POLL,
  scanRound,
  type ChainReader,
  type ReadBudget,
  type ScanCursor,
  type Detected,
  type WatchTarget,
} from "./deposit-scan";
import type { WatchState } from "./deposit-watch-store";
import { judgeHead, type HeadSeen } from "./chain-head";
import { ImplausibleAnswerError } from "./json-rpc";

import { BLIND_DELAYS_MS, WATCH_INTERVAL_MS } from "./watch-timing";

/** A poll that has not ended by then is cut short: the node is too slow to be read. */
export const POLL_DEADLINE_MS = 20_000;

export interface WatcherDeps {
  /** The reads, or a maker of them whose requests the signal aborts (an invoice removed, a poll cut). */
  reader: ChainReader | ((signal: AbortSignal) => ChainReader);
  chainId: number;
  /** Blocks the service asks for before it credits (1 = mined). */
  required: number;
  targets: () => readonly WatchTarget[];
  /** Calls back when `targets` changes, so an invoice removed or settled stops its reads at once. */
  onTargetsChange?: (listener: () => void) => () => void;
  publish: (invoiceId: string, state: WatchState) => void;
  /** The transfer is buried deep enough: hand it to the settlement, which completes it once. */
  onConfirmed: (target: WatchTarget, found: Detected) => void;
  hidden: () => boolean;
  /** Resolves after `ms`, early when the tab is shown again or the signal aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** Where each invoice's scan stopped; kept across runs, so a remounted watcher resumes there. */
  cursors?: Map<string, ScanCursor | null>;
  pollDeadlineMs?: number;
}

/** The scans' positions for this tab (memory only), by chain and invoice. */
const scanCursors = new Map<string, ScanCursor | null>();

class StoppedError extends Error {}

/** Rejects every read once `signal` aborts, even a read already under way, whatever the reader does. */
function stoppable(reader: ChainReader, signal: AbortSignal): ChainReader {
  const pending = new Set<(error: Error) => void>();
  signal.addEventListener("abort", () => {
    for (const reject of pending) reject(new StoppedError("stopped"));
    pending.clear();
  });
  const wrap =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      if (signal.aborted) return Promise.reject(new StoppedError("stopped"));
      return new Promise<R>((resolve, reject) => {
        pending.add(reject);
        read(...args)
          .then(resolve, reject)
          .finally(() => pending.delete(reject));
      });
    };
  return {
    chainId: wrap(reader.chainId),
    blockNumber: wrap(reader.blockNumber),
    balance: wrap(reader.balance),
    blockTime: wrap(reader.blockTime),
    blockTxs: wrap(reader.blockTxs),
    transfers: wrap(reader.transfers),
    traceBlock: wrap(reader.traceBlock),
  };
}

function reasonOf(error: unknown): string {
  if (error instanceof ChainMismatchError || error instanceof ImplausibleAnswerError) return error.message;
  const text =
    error instanceof Error
      ? ((error as Error & { shortMessage?: string }).shortMessage ?? error.message)
      : "";
  return text ? `the RPC did not answer (${text.split("\n")[0]})` : "the RPC did not answer";
}

/**
 * One loop for every watched invoice of the connection: reads what changed on chain, publishes each
 * invoice's state, and hands a confirmed transfer to `onConfirmed`. A failing, slow or wrong-chain
 * node only ever makes it say so and wait longer: it never concludes anything from such an answer.
 */
export async function runDepositWatch(deps: WatcherDeps, signal: AbortSignal): Promise<void> {
  const now = deps.now ?? Date.now;
  const cursors = deps.cursors ?? scanCursors;
  const found = new Map<string, Detected>();
  const readerFor = (stop: AbortSignal) =>
    stoppable(typeof deps.reader === "function" ? deps.reader(stop) : deps.reader, stop);
  // Each invoice's reads of the poll under way: aborted the moment it leaves the list.
  const running = new Map<string, AbortController>();
  const unsubscribe = deps.onTargetsChange?.(() => {
    const ids = new Set(deps.targets().map((t) => t.invoiceId));
    for (const [id, controller] of running) if (!ids.has(id)) controller.abort();
  });
  let failures = 0;
  let last: HeadSeen | null = null;
  let wentBack = false;
  let poll = 0;
  try {
    while (!signal.aborted) {
      const targets = deps.targets();
      if (deps.hidden()) {
        for (const t of targets) deps.publish(t.invoiceId, { state: "paused" });
        await deps.sleep(WATCH_INTERVAL_MS, signal);
        continue;
      }
      let delay: number = WATCH_INTERVAL_MS;
      const pollStop = AbortSignal.any([
        signal,
        AbortSignal.timeout(deps.pollDeadlineMs ?? POLL_DEADLINE_MS),
      ]);
      try {
        if (targets.length > 0) {
          const reader = readerFor(pollStop);
          const id = await reader.chainId();
          if (id !== deps.chainId) throw new ChainMismatchError(deps.chainId, id);
          const head = await reader.blockNumber();
          const verdict = judgeHead(head, last, now());
          if (!verdict.ok) {
            // Going back twice in a row is a node that was reset: what was read above it no longer holds.
            if (!(verdict.back && wentBack)) {
              wentBack = verdict.back;
              throw new ImplausibleAnswerError(verdict.reason);
            }
            cursors.clear();
            found.clear();
          }
          wentBack = false;
          last = { head, at: now() };
          // The poll's reads are shared; whoever came last in one poll comes first in the next.
          const budget: ReadBudget = { left: READS_PER_POLL, lookups: LOOKUPS_PER_POLL };
          const first = poll++ % targets.length;
          for (const target of [...targets.slice(first), ...targets.slice(0, first)]) {
            if (signal.aborted) return;
            if (!deps.targets().some((t) => t.invoiceId === target.invoiceId)) continue;
            const stop = new AbortController();
            running.set(target.invoiceId, stop);
            try {
              const own = readerFor(AbortSignal.any([pollStop, stop.signal]));
              await watchOne(deps, own, target, head, cursors, found, budget);
            } catch (error) {
              // Removed while it was read: its reads end here, the others' go on.
              if (!(stop.signal.aborted && !pollStop.aborted)) throw error;
            } finally {
              running.delete(target.invoiceId);
            }
          }
        }
        failures = 0;
      } catch (error) {
        if (signal.aborted) return;
        delay = BLIND_DELAYS_MS[Math.min(failures, BLIND_DELAYS_MS.length - 1)] ?? WATCH_INTERVAL_MS;
        failures++;
        const reason = pollStop.aborted ? "the RPC answers too slowly" : reasonOf(error);
        const state: WatchState = { state: "blind", reason, retryAt: now() + delay };
        const still = new Set(deps.targets().map((t) => t.invoiceId));
        for (const t of targets) if (still.has(t.invoiceId)) deps.publish(t.invoiceId, state);
      }
      await deps.sleep(delay, signal);
    }
  } finally {
    unsubscribe?.();
  }
}

async function watchOne(
  deps: WatcherDeps,
  reader: ChainReader,
  target: WatchTarget,
  head: bigint,
  cursors: Map<string, ScanCursor | null>,
  found: Map<string, Detected>,
  budget: ReadBudget,
): Promise<void> {
  const key = `${deps.chainId}:${target.invoiceId}`;
  let hit = found.get(target.invoiceId);
  if (hit && target.skip.has(hit.hash.toLowerCase())) {
    found.delete(target.invoiceId);
    hit = undefined;
  }
  if (!hit) {
    const round = await scanRound(reader, target, cursors.get(key) ?? null, head, budget);
    cursors.set(key, round.cursor);
    if (!round.found) {
      deps.publish(target.invoiceId, { state: round.untraceable ? "untraceable" : "watching" });
      return;
    }
    hit = round.found;
    found.set(target.invoiceId, hit);
  }
  const confirmations = confirmationsOf(hit, head);
  deps.publish(target.invoiceId, {
    state: "detected",
    hash: hit.hash,
    confirmations,
    required: deps.required,
  });
  if (confirmations >= deps.required) {
    found.delete(target.invoiceId);
    deps.onConfirmed(target, hit);
  }
}
