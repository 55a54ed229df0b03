import {
  ChainMismatchError,
  confirmationsOf,
  READS_PER_POLL,
  scanRound,
  type ChainReader,
  type ReadBudget,
  type ScanCursor,
  type Detected,
  type WatchTarget,
} from "./deposit-scan";
import type { WatchState } from "./deposit-watch-store";

import { BLIND_DELAYS_MS, WATCH_INTERVAL_MS } from "./watch-timing";

export interface WatcherDeps {
  reader: ChainReader;
  chainId: number;
  /** Blocks the service asks for before it credits (1 = mined). */
  required: number;
  targets: () => readonly WatchTarget[];
  publish: (invoiceId: string, state: WatchState) => void;
  /** The transfer is buried deep enough: hand it to the settlement, which completes it once. */
  onConfirmed: (target: WatchTarget, found: Detected) => void;
  hidden: () => boolean;
  /** Resolves after `ms`, early when the tab is shown again or the signal aborts. */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** Where each invoice's scan stopped; kept across runs, so a remounted watcher resumes there. */
  cursors?: Map<string, ScanCursor | null>;
}

/** The scans' positions for this tab (memory only), by chain and invoice. */
const scanCursors = new Map<string, ScanCursor | null>();

function reasonOf(error: unknown): string {
  if (error instanceof ChainMismatchError) return error.message;
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
  let failures = 0;
  let lastHead = -1n;
  let poll = 0;
  while (!signal.aborted) {
    const targets = deps.targets();
    if (deps.hidden()) {
      for (const t of targets) deps.publish(t.invoiceId, { state: "paused" });
      await deps.sleep(WATCH_INTERVAL_MS, signal);
      continue;
    }
    let delay: number = WATCH_INTERVAL_MS;
    try {
      if (targets.length > 0) {
        const id = await deps.reader.chainId();
        if (id !== deps.chainId) throw new ChainMismatchError(deps.chainId, id);
        const head = await deps.reader.blockNumber();
        // The chain went back (a reset local node): what was read above it no longer holds.
        if (head < lastHead) {
          cursors.clear();
          found.clear();
        }
        lastHead = head;
        // The poll's reads are shared; whoever came last in one poll comes first in the next.
        const budget: ReadBudget = { left: READS_PER_POLL };
        const first = poll++ % targets.length;
        for (const target of [...targets.slice(first), ...targets.slice(0, first)]) {
          if (signal.aborted) return;
          await watchOne(deps, target, head, cursors, found, budget);
        }
      }
      failures = 0;
    } catch (error) {
      if (signal.aborted) return;
      delay = BLIND_DELAYS_MS[Math.min(failures, BLIND_DELAYS_MS.length - 1)] ?? WATCH_INTERVAL_MS;
      failures++;
      const state: WatchState = { state: "blind", reason: reasonOf(error), retryAt: now() + delay };
      for (const t of targets) deps.publish(t.invoiceId, state);
    }
    await deps.sleep(delay, signal);
  }
}

async function watchOne(
  deps: WatcherDeps,
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
    const round = await scanRound(deps.reader, target, cursors.get(key) ?? null, head, budget);
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
