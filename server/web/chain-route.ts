import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonNestedDeeperThan } from "../http/validate.ts";

/**
 * `/chain`: the dashboard's JSON-RPC endpoint for the local chain. Anvil itself answers any caller
 * (its accounts are unlocked, `anvil_*` rewrites balances, and its WebSocket checks no Origin), so
 * the browser is never told anvil's port: it gets this same-origin route, which the listener's
 * Origin check guards and which forwards only what a wallet and a dashboard need. Signing with
 * anvil's unlocked accounts (`eth_sendTransaction`, `eth_sign*`) and every cheat method stay out.
 */
export const CHAIN_METHODS: ReadonlySet<string> = new Set([
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

export interface ChainRouteOptions {
  /** Anvil's own URL, known to the server only. */
  upstream: string;
  log?: (line: string) => void;
}

export function createChainRoute(opts: ChainRouteOptions): Hono {
  const route = new Hono();
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
        const errors = calls.map((call) => refusal(call));
        return c.json(Array.isArray(body) ? errors : errors[0], 200);
      }
      let upstream: Response;
      try {
        upstream = await fetch(opts.upstream, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: text,
          signal: c.req.raw.signal,
        });
      } catch {
        return rpcError(c, idOf(body), -32603, "The local chain could not be reached", 502);
      }
      return c.body(await upstream.text(), upstream.status as 200, { "Content-Type": "application/json" });
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

function refusal(call: unknown) {
  const method = methodOf(call);
  const message = CHAIN_METHODS.has(method)
    ? "Not sent: another call of this batch is not available through /chain"
    : `${method === "" ? "A call without a method" : method} is not available through /chain`;
  return { jsonrpc: "2.0", id: idOf(call), error: { code: -32601, message } };
}

function rpcError(c: Context, id: unknown, code: number, message: string, status: 400 | 413 | 415 | 502) {
  return c.json({ jsonrpc: "2.0", id, error: { code, message } }, status);
}
