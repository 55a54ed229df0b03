/**
 * What keeps one `/chain` call from holding anvil for hours: a call that runs EVM code runs for as
 * long as its gas lasts, and anvil keeps computing after the caller has given up. So no such call
 * may ask for more gas than one block holds. Anvil's default for a call without `gas` is the block
 * gas limit, which a block override's `gasLimit` raises: both fields are checked wherever they sit.
 */
export const EXECUTING_METHODS: ReadonlySet<string> = new Set([
  "eth_call",
  "eth_createAccessList",
  "eth_estimateGas",
  // It estimates when `gas` is missing, and an explicit `gas` is returned as given.
  "eth_fillTransaction",
]);

const GAS_FIELDS = ["gas", "gasLimit"] as const;

/** Why this call may not be forwarded (it asks for more than `cap` gas), or null. */
export function gasRefusal(method: string, params: unknown, cap: bigint): string | null {
  if (!EXECUTING_METHODS.has(method) || params === undefined) return null;
  // Named params would hide the fields from this check.
  if (!Array.isArray(params)) return `${method} takes its params as an array`;
  for (const param of params as unknown[]) {
    if (typeof param !== "object" || param === null) continue;
    for (const field of GAS_FIELDS) {
      const value: unknown = Object.hasOwn(param, field) ? (param as Record<string, unknown>)[field] : null;
      if (value === null) continue;
      const gas = quantity(value);
      if (gas === null) return `${method}: ${field} must be a quantity such as "0x5208"`;
      if (gas > cap)
        return `${method}: ${field} 0x${gas.toString(16)} is above the block gas limit (${cap}); /chain runs no call longer than one block`;
    }
  }
  return null;
}

/** Anvil reads a quantity from hex (either case of `0x`), decimal digits or a JSON number. */
function quantity(value: unknown): bigint | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : null;
  if (typeof value !== "string") return null;
  if (/^0x[0-9a-f]{1,64}$/i.test(value)) return BigInt(`0x${value.slice(2)}`);
  return /^[0-9]{1,78}$/.test(value) ? BigInt(value) : null;
}

/** The chain's block gas limit, read from its latest block. */
export async function readBlockGasLimit(upstream: string, signal: AbortSignal): Promise<bigint> {
  const res = await fetch(upstream, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "eth_getBlockByNumber",
      params: ["latest", false],
    }),
    signal,
  });
  const body = (await res.json()) as { result?: { gasLimit?: unknown } };
  const limit = body.result?.gasLimit;
  if (typeof limit !== "string" || !/^0x[0-9a-f]+$/i.test(limit))
    throw new Error("The local chain did not tell its block gas limit");
  return BigInt(limit);
}

/**
 * Tracing re-runs mined transactions: one block's worth of gas at most, and only with geth's
 * callTracer, whose answer is the call tree (the deposit watcher's question: did a contract pay the
 * invoice address?), never the per-opcode log of the default tracer.
 */
export const TRACING_METHODS: ReadonlySet<string> = new Set(["debug_traceBlockByNumber"]);

/** Why this trace call may not be forwarded, or null. */
export function traceRefusal(method: string, params: unknown): string | null {
  if (!TRACING_METHODS.has(method)) return null;
  const shape = `${method} takes ["0x<block number>", {"tracer": "callTracer"}]`;
  if (!Array.isArray(params) || params.length !== 2) return shape;
  const [block, options] = params as unknown[];
  if (typeof block !== "string" || !/^0x[0-9a-f]{1,16}$/i.test(block)) return shape;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return shape;
  const keys = Object.keys(options);
  if (keys.length !== 1 || (options as { tracer?: unknown }).tracer !== "callTracer") return shape;
  return null;
}
