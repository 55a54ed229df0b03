// ETH a contract moves to an invoice address (a smart wallet, a forwarder) is in no transaction's
// `to`/`value`: only the call trace shows it, as the service's own check reads it
// (server/billing/verify-native.ts). The watcher traces blocks only when the address holds more
// than the direct transfers explain.

/** One frame of the callTracer's answer (geth's format, which anvil follows). */
export interface CallFrame {
  type: string;
  to?: string;
  value?: string;
  error?: string;
  calls?: CallFrame[];
}

export interface TracedTx {
  hash: string;
  frame: CallFrame;
}

/** The RPC offers no tracing: such a payment can only be pasted. */
export class TraceUnavailableError extends Error {
  constructor(reason: string) {
    super(`the RPC does not trace transactions (${reason})`);
  }
}

const isTo = (frame: CallFrame, destination: string) =>
  (frame.type === "CALL" || frame.type === "SELFDESTRUCT") &&
  frame.to !== undefined &&
  frame.to.toLowerCase() === destination.toLowerCase();

/**
 * Wei the contract calls inside one transaction moved to `destination`; the transaction's own
 * top-level transfer is not counted (the block scan sees it). A reverted frame moves nothing, and
 * neither do its children.
 */
export function internalValueTo(top: CallFrame, destination: string): bigint {
  const walk = (frame: CallFrame): bigint => {
    if (frame.error !== undefined) return 0n;
    const own = isTo(frame, destination) && frame.value !== undefined ? BigInt(frame.value) : 0n;
    return own + (frame.calls ?? []).reduce((sum, child) => sum + walk(child), 0n);
  };
  if (top.error !== undefined) return 0n;
  return (top.calls ?? []).reduce((sum, child) => sum + walk(child), 0n);
}
