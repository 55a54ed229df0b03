import { createPublicClient, http, type PublicClient } from "viem";
import type { ChainInfo } from "./chain";
import { toViemChain } from "./viem-chain";

/** How long one read may take before the watcher counts the node as unreachable. */
const READ_TIMEOUT_MS = 8_000;

let current: { key: string; client: PublicClient } | null = null;

/**
 * A read-only client of the payment chain for the settlement runner and the deposit watcher, apart
 * from wagmi: it runs on every page, with no wallet. Batched, so one scan of a few blocks is one
 * request; no cache, so confirmations are counted from the newest block. The transport keeps viem's
 * own retries and a 1 s polling interval: the receipt wait's search for a same-nonce replacement
 * needs both (e2e/topup-recovery.spec.ts, "speed-up"); the watcher's own back-off comes on top.
 */
export function watchClient(info: ChainInfo): PublicClient {
  const key = JSON.stringify([info.id, info.rpcUrl]);
  if (current?.key === key) return current.client;
  const client = createPublicClient({
    chain: toViemChain(info),
    transport: http(info.rpcUrl, { timeout: READ_TIMEOUT_MS, batch: { batchSize: 32 } }),
    pollingInterval: 1_000,
    cacheTime: 0,
  });
  current = { key, client };
  return client;
}
