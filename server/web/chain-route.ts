import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonNestedDeeperThan } from "../http/validate.ts";
import { EXECUTING_METHODS, gasRefusal, readBlockGasLimit, traceRefusal } from "./chain-bounds.ts";

/**
 * `/chain`: the dashboard's JSON-RPC endpoint for the local chain. Anvil itself answers any caller
 * (its accounts are unlocked, `anvil_*` rewrites balances, and its WebSocket checks no Origin), so
 * the browser is never told anvil's port: it gets this same-origin route, which the listener's
 * Origin check guards and which forwards only what a wallet and a dashboard need. Signing with
 * anvil's unlocked accounts (`eth_sendTransaction`, `eth_sign*`) and every cheat method stay out.
 * That is no lock: the chain is a test chain whose dev keys are public, so whoever reaches this
 * origin can sign with them and mint test credits. What the route does bound is the work one call
 * can give anvil: gas (chain-bounds.ts) and time (CHAIN_TIMEOUT_MS).
 */
export const CHAIN_METHODS: ReadonlySet<string> = new Set([
  // The deposit watcher's trace of a block, callTracer only (chain-bounds.ts).
  "debug_traceBlockByNumber",
  "eth_blobBaseFee",
  "eth_blockNumber",
  "eth_call",
  "eth_chainId",
  "eth_createAccessList",
  "eth_estimateGas",
  "eth_feeHistory",
  // viem's prepareTransactionRequest asks for this first; it fills fields, it signs nothing.
  "eth_fillTransaction",
  "eth_gasPrice",
  "eth_getBalance",
  "eth_getBlockByHash",
  "eth_getBlockByNumber",
  "eth_getBlockReceipts",
  "eth_getBlockTransactionCountByHash",
  "eth_getBlockTransactionCountByNumber",
  "eth_getCode",
  "eth_getFilterChanges",
  "eth_getFilterLogs",
  "eth_getLogs",
  "eth_getProof",
  "eth_getStorageAt",
  "eth_getTransactionByBlockHashAndIndex",
  "eth_getTransactionByBlockNumberAndIndex",
  "eth_getTransactionByHash",
  "eth_getTransactionCount",
  "eth_getTransactionReceipt",
  "eth_maxPriorityFeePerGas",
  "eth_newBlockFilter",
  "eth_newFilter",
  "eth_newPendingTransactionFilter",
  "eth_sendRawTransaction",
  "eth_syncing",
  "eth_uninstallFilter",
  "net_listening",
  "net_version",
  "web3_clientVersion",
]);

export const CHAIN_PATH = "/chain";
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_BATCH = 100;
/** How long one request may wait for anvil before it is answered with an error. */
export const CHAIN_TIMEOUT_MS = 10_000;

export interface ChainRouteOptions {
  /** Anvil's own URL, known to the server only. */
  upstream: string;
  log?: (line: string) => void;
  timeoutMs?: number;
}

export function createChainRoute(opts: ChainRouteOptions): Hono {
  const route = new Hono();
  const timeoutMs = opts.timeoutMs ?? CHAIN_TIMEOUT_MS;
  // Read once from the chain; a failed read is tried again by the next request.
  let gasCap: Promise<bigint> | null = null;
  route.on(["GET", "PUT", "PATCH", "DELETE"], CHAIN_PATH, (c) =>
    c.json(
      { error: { code: "METHOD_NOT_ALLOWED", message: "Use POST", details: { allowed: ["POST"] } } },
      405,
      {
        Allow: "POST",
      },
    ),
  );
  route.post(
    CHAIN_PATH,
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => rpcError(c, null, -32600, `Request body over ${MAX_BODY_BYTES} bytes`, 413),
    }),
    async (c) => {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (type !== "application/json")
        return rpcError(c, null, -32600, "Content-Type must be application/json", 415);
      const text = await c.req.text();
      if (jsonNestedDeeperThan(text)) return rpcError(c, null, -32600, "Request nested too deep", 400);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return rpcError(c, null, -32700, "Parse error", 400);
      }
      const calls = Array.isArray(body) ? (body as unknown[]) : [body];
      if (calls.length === 0 || calls.length > MAX_BATCH)
        return rpcError(c, null, -32600, `A batch holds 1 to ${MAX_BATCH} calls`, 400);
      const refused = calls.filter((call) => !CHAIN_METHODS.has(methodOf(call)));
      if (refused.length > 0) {
        opts.log?.(`chain refused ${refused.map(methodOf).join(", ")}`);
        return refuseAll(c, body, calls, calls.map(methodRefusal), -32601);
      }
      const traceReasons = calls.map((call) =>
        traceRefusal(methodOf(call), (call as { params?: unknown }).params),
      );
      if (traceReasons.some((reason) => reason !== null)) {
        opts.log?.(
          `chain refused ${calls.map(methodOf).join(", ")}: a trace other than callTracer of a block`,
        );
        return refuseAll(c, body, calls, traceReasons, -32602);
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = AbortSignal.any([c.req.raw.signal, timeout]);
      try {
        if (calls.some((call) => EXECUTING_METHODS.has(methodOf(call)))) {
          gasCap ??= readBlockGasLimit(opts.upstream, AbortSignal.timeout(timeoutMs)).catch(
            (error: unknown) => {
              gasCap = null;
              throw error;
            },
          );
          const cap = await gasCap;
          const reasons = calls.map((call) =>
            gasRefusal(methodOf(call), (call as { params?: unknown }).params, cap),
          );
          if (reasons.some((reason) => reason !== null)) {
            opts.log?.(`chain refused ${calls.map(methodOf).join(", ")}: gas above the block gas limit`);
            return refuseAll(c, body, calls, reasons, -32602);
          }
        }
        // What was checked is what anvil reads: duplicate keys cannot hide a second `gas`.
        const upstream = await fetch(opts.upstream, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
          signal,
        });
        return c.body(await upstream.text(), upstream.status as 200, { "Content-Type": "application/json" });
      } catch {
        if (timeout.aborted) {
          opts.log?.(`chain ${calls.map(methodOf).join(", ")}: no answer within ${timeoutMs} ms`);
          const message = `The local chain did not answer within ${timeoutMs / 1000} s`;
          return rpcError(c, idOf(body), -32603, message, 504);
        }
        return rpcError(c, idOf(body), -32603, "The local chain could not be reached", 502);
      }
    },
  );
  return route;
}

function methodOf(call: unknown): string {
  if (typeof call !== "object" || call === null || !("method" in call)) return "";
  return typeof call.method === "string" ? call.method : "";
}

function idOf(call: unknown): unknown {
  return typeof call === "object" && call !== null && "id" in call ? call.id : null;
}

/** Not available through /chain: said so that nobody takes it for a lock on the chain. */
function methodRefusal(call: unknown): string | null {
  const method = methodOf(call);
  if (CHAIN_METHODS.has(method)) return null;
  return `${method === "" ? "A call without a method" : method} is not offered through the dashboard's chain route (/chain), which forwards only what a wallet and the dashboard need. This is not a lock: the local chain is a test chain whose dev keys are public.`;
}

/** A batch holding one refused call is refused whole: each call gets its own error. */
function refuseAll(c: Context, body: unknown, calls: unknown[], reasons: (string | null)[], code: number) {
  const errors = calls.map((call, i) => ({
    jsonrpc: "2.0",
    id: idOf(call),
    error: { code, message: reasons[i] ?? "Not sent: another call of this batch was refused" },
  }));
  return c.json(Array.isArray(body) ? errors : errors[0], 200);
}

function rpcError(
  c: Context,
  id: unknown,
  code: number,
  message: string,
  status: 400 | 413 | 415 | 502 | 504,
) {
  return c.json({ jsonrpc: "2.0", id, error: { code, message } }, status);
}
