import type { Hash } from "viem";
import type { ReceiptReader } from "./rpc-reader";
import type { PendingPayment } from "./pending-store";

/** viem's default is 180 s and wagmi's is forever; after this the page offers "Check now" instead. */
export const RECEIPT_TIMEOUT_MS = 120_000;
export const RECEIPT_POLL_MS = 1_000;
/** Failed reads in a row before the wait gives up and the page offers "Check now". */
const FAILED_READS = 4;

/** Resolves with the hash mined in the payment's nonce slot (the worker's wait: watch-worker-client.ts). */
export type ReceiptWaiter = (payment: PendingPayment, signal: AbortSignal) => Promise<Hash>;

export class ReceiptTimeoutError extends Error {
  constructor(hash: string) {
    super(`no receipt for ${hash} within ${RECEIPT_TIMEOUT_MS / 1000} s`);
  }
}

export interface ReceiptWaitDeps {
  reader: ReceiptReader;
  confirmations: number;
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

/**
 * Waits on chain for a payment this page sent, and resolves with the hash that was mined in its nonce
 * slot: the payment's own, or a speed-up's found through the sender's nonce (or the newest block
 * when the node has no such lookup), as viem's `replacement` option does.
 */
export async function waitForPayment(
  payment: PendingPayment,
  deps: ReceiptWaitDeps,
  signal: AbortSignal,
): Promise<string> {
  const now = deps.now ?? Date.now;
  const until = now() + RECEIPT_TIMEOUT_MS;
  const slot =
    payment.from !== null && payment.nonce !== null ? { from: payment.from, nonce: payment.nonce } : null;
  let hash = payment.hash;
  let failures = 0;
  // Without the nonce-slot lookup, every block since the wait began is searched, once each.
  let nextBlock: bigint | null = null;
  while (!signal.aborted) {
    try {
      const head = await deps.reader.blockNumber();
      const receipt = await deps.reader.receipt(hash);
      if (receipt) {
        if (head - receipt.blockNumber + 1n >= BigInt(deps.confirmations)) return receipt.transactionHash;
      } else if (slot && hash === payment.hash && (await deps.reader.status(hash)) !== "mined") {
        // Pending or dropped: another transaction in its nonce slot, once mined, replaced it.
        const search = await replacementOf(deps.reader, payment.hash, slot, nextBlock ?? head, head);
        nextBlock = search.next;
        if (search.found && (await deps.reader.receipt(search.found))) hash = search.found;
      }
      failures = 0;
    } catch (error) {
      if (signal.aborted) break;
      if (++failures >= FAILED_READS) throw error;
    }
    if (now() >= until) throw new ReceiptTimeoutError(payment.hash);
    await deps.sleep(RECEIPT_POLL_MS, signal);
  }
  throw new Error("the wait was stopped");
}

/** Blocks searched per poll for a replacement when the node has no nonce-slot lookup. */
const BLOCKS_PER_SEARCH = 20n;

async function replacementOf(
  reader: ReceiptReader,
  hash: string,
  slot: { from: string; nonce: number },
  from: bigint,
  head: bigint,
): Promise<{ found: string | null; next: bigint | null }> {
  const other = (h: string) => h.toLowerCase() !== hash.toLowerCase();
  const inSlot = await reader.bySenderAndNonce(slot.from, slot.nonce);
  if (inSlot !== undefined) return { found: inSlot !== null && other(inSlot) ? inSlot : null, next: null };
  const last = from + BLOCKS_PER_SEARCH - 1n < head ? from + BLOCKS_PER_SEARCH - 1n : head;
  for (let n = from; n <= last; n++) {
    const found = (await reader.inBlock(n, slot.from, slot.nonce)).find(other);
    if (found) return { found, next: n };
  }
  return { found: null, next: last + 1n };
}
