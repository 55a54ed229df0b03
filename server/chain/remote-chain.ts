/**
 * Refuses an existing chain (CHAIN_RPC_URL) that cannot be reached or is not chain CHAIN_ID, before
 * anything is served: one line naming the variable.
 */
export async function checkRemoteChainId(rpcUrl: string, expected: number): Promise<void> {
  const shown = new URL(rpcUrl);
  shown.password = "";
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
    throw new Error(
      `CHAIN_RPC_URL: cannot reach a JSON-RPC endpoint at ${shown.origin}${shown.pathname} (${cause})`,
    );
  }
  const id = typeof answer.result === "string" ? Number(BigInt(answer.result)) : NaN;
  if (!Number.isSafeInteger(id))
    throw new Error(`CHAIN_RPC_URL: ${shown.origin}${shown.pathname} did not answer eth_chainId`);
  if (id !== expected)
    throw new Error(
      `CHAIN_RPC_URL: ${shown.origin}${shown.pathname} is chain ${id}, but CHAIN_ID is ${expected}`,
    );
}
