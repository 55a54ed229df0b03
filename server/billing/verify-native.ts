import {
  getAddress,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  hexToBigInt,
  isAddressEqual,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type Transaction,
} from "viem";
import { fail, type Received } from "./verify-verdict.ts";

/** One frame of geth's callTracer output, as anvil returns it. */
interface CallFrame {
  type: string;
  from: Address;
  to?: Address;
  value?: Hex;
  error?: string;
  calls?: CallFrame[];
}

/**
 * The wei this transaction moved to `destination`, directly or through a contract's internal calls;
 * a failed check when it moved none there (it went elsewhere, or the node cannot trace it).
 */
export async function nativeReceived(
  client: PublicClient,
  tx: Transaction,
  destination: Address,
): Promise<Received> {
  if (tx.to === null) return fail("destination", destination, "contract creation");
  const to = getAddress(tx.to);
  if (isAddressEqual(to, destination)) return { ok: true, received: tx.value };
  // A payment relayed by a contract (a smart wallet, a forwarder) is only visible in the call trace.
  const code = await client.getCode({ address: to });
  if (code === undefined || code === "0x") return fail("destination", destination, to);
  const trace = await traceCalls(client, tx.hash);
  if (trace === null)
    return fail("trace", "a call trace from the node", "debug_traceTransaction unavailable");
  const received = tracedValueTo(trace, destination);
  if (received === null) return fail("destination", destination, to);
  return { ok: true, received };
}

/** Null when the node offers no tracing (many public RPCs): the payment then cannot be confirmed. */
async function traceCalls(client: PublicClient, hash: Hash): Promise<CallFrame | null> {
  try {
    return await client.request<{ Parameters: [Hash, { tracer: "callTracer" }]; ReturnType: CallFrame }>({
      method: "debug_traceTransaction",
      params: [hash, { tracer: "callTracer" }],
    });
  } catch (error) {
    if (error instanceof MethodNotFoundRpcError || error instanceof MethodNotSupportedRpcError) return null;
    throw error;
  }
}

/** Wei moved to `destination` by frames that did not revert; null when no frame pays it at all. */
function tracedValueTo(frame: CallFrame, destination: Address): bigint | null {
  // A reverted frame moves nothing, and neither do its children.
  if (frame.error !== undefined) return null;
  let total: bigint | null = null;
  const movesValue = frame.type === "CALL" || frame.type === "SELFDESTRUCT";
  if (movesValue && frame.to !== undefined && isAddressEqual(frame.to, destination)) {
    total = frame.value === undefined ? 0n : hexToBigInt(frame.value);
  }
  for (const child of frame.calls ?? []) {
    const part = tracedValueTo(child, destination);
    if (part !== null) total = (total ?? 0n) + part;
  }
  return total;
}
