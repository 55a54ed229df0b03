import type { Hex } from "viem";
import { shownUrl } from "../http/shown.ts";

/**
 * Refuses an existing chain (CHAIN_RPC_URL) that cannot be reached or is not chain CHAIN_ID, before
 * anything is served: one line naming the variable.
 */
export async function checkRemoteChainId(rpcUrl: string, expected: number): Promise<void> {
  const shown = shownUrl(rpcUrl);
  let answer: { result?: unknown };
  try {
    const res = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] }),
      signal: AbortSignal.timeout(10_000),
    });
    answer = (await res.json()) as { result?: unknown };
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
    throw new Error(`CHAIN_RPC_URL: cannot reach a JSON-RPC endpoint at ${shown} (${cause})`);
  }
  const id = typeof answer.result === "string" ? Number(BigInt(answer.result)) : NaN;
  if (!Number.isSafeInteger(id)) throw new Error(`CHAIN_RPC_URL: ${shown} did not answer eth_chainId`);
  if (id !== expected) throw new Error(`CHAIN_RPC_URL: ${shown} is chain ${id}, but CHAIN_ID is ${expected}`);
}

/**
 * Refuses an existing chain that is not the one the database's ledger belongs to: another chain with
 * the same id (a fresh anvil, another team's devnet) answers every credit's receipt lookup with
 * "not found", and reconciling against it would reverse them all. The database records the marker of
 * the chain its first instance bootstrapped (service_chain.chain_instance); a chain answering another
 * marker, or none, is refused before anything is read from or written to the ledger. A database that
 * recorded no marker (its chain is one nobody marked, such as a testnet) has nothing to compare.
 */
export function checkRemoteChainMarker(rpcUrl: string, recorded: Hex | null, onChain: Hex | null): void {
  if (recorded === null || recorded === onChain) return;
  const found = onChain === null ? "carries no chain marker" : `carries the marker ${onChain}`;
  throw new Error(
    `CHAIN_RPC_URL: ${shownUrl(rpcUrl)} is not the chain this database belongs to (it ${found}, the database recorded ${recorded}); nothing was reconciled or changed: point CHAIN_RPC_URL at the chain of the instance that seeded the database`,
  );
}

/**
 * The same rule for the chain an instance spawned from its DATA_DIR's state, on a shared
 * (PostgreSQL) database: a chain started afresh, or another sandbox's state, is not the chain the
 * ledger's credits were verified on, and reconciling against it would reverse them all.
 */
export function checkSpawnedChainMarker(dataDir: string, recorded: Hex | null, onChain: Hex | null): void {
  if (recorded === null || recorded === onChain) return;
  throw new Error(
    `DATA_DIR: the chain spawned from ${dataDir} is not the chain this database belongs to (its marker is ${onChain ?? "new"}, the database recorded ${recorded}); nothing was reconciled or changed: restore that DATA_DIR's chain-state.json, or start with CHAIN_RPC_URL of the database's chain`,
  );
}
