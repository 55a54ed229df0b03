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
import { fail, type PaymentExpectation, type Verdict } from "./verify-verdict.ts";

/** One frame of geth's callTracer output, as anvil returns it. */
interface CallFrame {
  type: string;
  from: Address;
  to?: Address;
  value?: Hex;
  error?: string;
  calls?: CallFrame[];
}

/** Null when exactly `amount` wei reached the destination; otherwise the failed check. */
export async function verifyNativeAmount(
  client: PublicClient,
  tx: Transaction,
  want: PaymentExpectation,
): Promise<Verdict | null> {
  const expected = want.amount.toString();
  if (tx.to === null) return fail("destination", want.destination, "contract creation");
  const to = getAddress(tx.to);
  if (isAddressEqual(to, want.destination as Address)) {
    return tx.value === want.amount ? null : fail("amount", expected, tx.value.toString());
  }
  // A payment relayed by a contract (a smart wallet, a forwarder) is only visible in the call trace.
  const code = await client.getCode({ address: to });
  if (code === undefined || code === "0x") return fail("destination", want.destination, to);
  const trace = await traceCalls(client, tx.hash);
  if (trace === null)
    return fail("trace", "a call trace from the node", "debug_traceTransaction unavailable");
  const received = tracedValueTo(trace, want.destination as Address);
  if (received === null) return fail("destination", want.destination, to);
  return received === want.amount ? null : fail("amount", expected, received.toString());
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
