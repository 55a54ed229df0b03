import type { Hex, PublicClient } from "viem";
import type { Queryable } from "../db/db.ts";

/**
 * Every 200 credit is durable whichever instance answered it (docs/architecture.md, "Team sandbox").
 * The instance that spawned the chain writes anvil's state to disk after each new block and records
 * that block in the database; an instance that does not own the chain credits a payment only once the
 * recorded block covers the head it verified the payment at. Either way the block a credit rests on is
 * on disk before the credit commits, so no crash of any process can leave a credit whose transaction
 * the restarted chain forgot.
 */

interface HeadRow {
  persisted_block: string | null;
  persisted_block_hash: string | null;
}

/**
 * The owner's side: every `everyMs`, when the chain has a block newer than the one recorded, reads
 * it, writes the chain's state (which then holds at least that block) and records it. Returns the
 * cleanup that stops it and waits for a round in flight.
 */
export function recordPersistedHeads(
  db: Queryable,
  client: PublicClient,
  opts: { instance: Hex; persist: () => Promise<void>; everyMs: number; log?: (line: string) => void },
): () => Promise<void> {
  let recorded = -1n;
  let stopped = false;
  let failing = false;
  let round: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const once = async () => {
    const block = await client.getBlock();
    if (block.number === null || block.hash === null || block.number <= recorded) return;
    await opts.persist();
    await db.query(
      "UPDATE service_chain SET persisted_block = $1, persisted_block_hash = $2 WHERE chain_instance = $3",
      [block.number.toString(), block.hash, opts.instance],
    );
    recorded = block.number;
  };
  const tick = () => {
    if (stopped) return;
    round = once().then(
      () => {
        failing = false;
      },
      (error: unknown) => {
        // Once per outage: the chain or the database gone; the next round tries again.
        if (!failing) opts.log?.(`Recording the chain's saved head failed: ${String(error)}`);
        failing = true;
      },
    );
    void round.then(() => {
      if (!stopped) timer = setTimeout(tick, opts.everyMs);
    });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}

/**
 * The other instances' side, used as their `persistState`: resolves once the owner has recorded a
 * saved block at or past the chain's head as read now (which holds every payment verified before
 * this call) and that block is still the chain's; throws after `timeoutMs` (the owner down or
 * unable to save), and the completion answers 503 CHAIN_UNAVAILABLE with nothing credited. The
 * owner is looked up on each call, so an instance started before the owner bootstrapped the chain
 * waits too; a database whose chain nobody spawned (no marker recorded) has nothing to wait for.
 */
export function waitForPersistedHead(
  db: Queryable,
  client: PublicClient,
  opts: { timeoutMs: number; pollMs?: number },
): () => Promise<void> {
  return async () => {
    const head = await client.getBlockNumber();
    const deadline = Date.now() + opts.timeoutMs;
    for (;;) {
      const { rows } = await db.query<HeadRow & { chain_instance: string | null }>(
        `SELECT chain_instance, persisted_block::text AS persisted_block, persisted_block_hash
         FROM service_chain`,
      );
      const row = rows[0];
      if (row === undefined || row.chain_instance === null) return;
      if (row.persisted_block !== null && BigInt(row.persisted_block) >= head) {
        const saved = await client.getBlock({ blockNumber: BigInt(row.persisted_block) });
        if (saved.hash === row.persisted_block_hash) return;
      }
      if (Date.now() > deadline)
        throw new Error(`the chain's owner has not saved block ${head} within ${opts.timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, opts.pollMs ?? 100));
    }
  };
}
