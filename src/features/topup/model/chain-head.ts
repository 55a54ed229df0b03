// Whether the head a node reports could be the chain's: the watcher's first defence against a node
// that answers nonsense (docs/interfaces.md, "Deposit detection"). A head it refuses makes the
// invoices say the chain cannot be seen; nothing is read on the strength of it.

/** No chain reaches this: a block every millisecond for 34 years. */
export const MAX_HEAD = 2n ** 40n;
/** Faster than any chain's blocks (the fastest make a few a second; a busy test node a few dozen). */
export const MAX_BLOCKS_PER_SECOND = 100;
/** What a node may add at once beyond that: a test node mines up to 1,000 blocks on request. */
export const JUMP_SLACK_BLOCKS = 10_000n;

export interface HeadSeen {
  head: bigint;
  /** When it was read (ms). */
  at: number;
}

export type HeadVerdict =
  | { ok: true }
  /** The node went back: a reset test node, or a node that cannot be trusted; seen twice, it is a reset. */
  | { ok: false; back: true; reason: string }
  | { ok: false; back: false; reason: string };

export function judgeHead(head: bigint, last: HeadSeen | null, now: number): HeadVerdict {
  if (head < 0n || head > MAX_HEAD)
    return {
      ok: false,
      back: false,
      reason: `the RPC reports a head of ${digits(head)}, which no chain has`,
    };
  if (last === null) return { ok: true };
  if (head < last.head)
    return { ok: false, back: true, reason: `the RPC's head went back from ${last.head} to ${head}` };
  const seconds = Math.max(0, Math.ceil((now - last.at) / 1000));
  const allowed = last.head + JUMP_SLACK_BLOCKS + BigInt(seconds) * BigInt(MAX_BLOCKS_PER_SECOND);
  if (head > allowed)
    return {
      ok: false,
      back: false,
      reason: `the RPC's head jumped from ${last.head} to ${head} in ${seconds} s, faster than blocks are made`,
    };
  return { ok: true };
}

/** A huge number is named by its size, not printed whole. */
function digits(n: bigint): string {
  const text = n.toString();
  return text.length > 20 ? `${text.length} digits` : text;
}
