// The deposit watcher's own JSON-RPC: read-only calls over fetch, batched per tick, with no wallet
// stack or chain library (it runs in the watch worker, model/watch-worker.ts).

/** How long one request may take before the watcher counts the node as unreachable. */
export const READ_TIMEOUT_MS = 8_000;
/** A quantity no real chain reaches (2^64): longer answers are refused before they are parsed. */
const MAX_QUANTITY_DIGITS = 16;
/** An answer larger than this is not a block of the watched kind: refused unread. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** Calls made in one tick go out as one request, at most this many. */
const BATCH_SIZE = 32;

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** The node answered something no node of a real chain would: nothing is concluded from it. */
export class ImplausibleAnswerError extends Error {}

export const METHOD_NOT_FOUND = -32601;
/** What nodes answer for a method they do not offer (EIP-1474 and common variants). */
export const isRefusal = (error: unknown) =>
  error instanceof RpcError && (error.code === METHOD_NOT_FOUND || error.code === -32004);

/** A hex quantity (`0x1a`) as a BigInt, refusing anything longer than a real chain's numbers. */
export function quantity(value: unknown, what: string): bigint {
  if (typeof value !== "string" || !/^0x[0-9a-fA-F]+$/.test(value))
    throw new ImplausibleAnswerError(`the RPC answered ${what} that is not a number`);
  if (value.length - 2 > MAX_QUANTITY_DIGITS)
    throw new ImplausibleAnswerError(`the RPC answered ${what} of ${value.length - 2} hex digits`);
  return BigInt(value);
}

export const toQuantity = (n: bigint) => `0x${n.toString(16)}`;

export type RpcCall = <T = unknown>(method: string, params: unknown[], signal?: AbortSignal) => Promise<T>;

interface RpcAnswer {
  result?: unknown;
  error?: { code?: number; message?: string };
}

interface Queued {
  method: string;
  params: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * A JSON-RPC caller for `url`. Calls made in the same tick with the same signal share one request,
 * so a scan of a few blocks is one round trip; the signal aborts the request itself.
 */
export function jsonRpc(
  url: string,
  // eslint-disable-next-line no-restricted-globals -- the chain's node, not the service: no key, no schemas of ours
  fetchFn: typeof fetch = fetch,
  timeoutMs = READ_TIMEOUT_MS,
): RpcCall {
  const queues = new Map<AbortSignal | undefined, Queued[]>();
  let nextId = 1;

  async function send(batch: Queued[], signal: AbortSignal | undefined) {
    const ids = batch.map(() => nextId++);
    const body = batch.map((q, i) => ({ jsonrpc: "2.0", id: ids[i], method: q.method, params: q.params }));
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetchFn(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const size = Number(response.headers.get("content-length") ?? 0);
      if (size > MAX_ANSWER_BYTES) throw new ImplausibleAnswerError(`the RPC answered ${size} bytes`);
      const answers: unknown = await response.json();
      const list: unknown[] = Array.isArray(answers) ? answers : [answers];
      const byId = new Map<unknown, RpcAnswer>();
      for (const a of list) if (a && typeof a === "object" && "id" in a) byId.set(a.id, a as RpcAnswer);
      batch.forEach((q, i) => {
        const answer = byId.get(ids[i]);
        if (!answer) q.reject(new Error(`no answer to ${q.method}`));
        else if (answer.error)
          q.reject(new RpcError(answer.error.code ?? 0, answer.error.message ?? `${q.method} failed`));
        else q.resolve(answer.result);
      });
    } catch (error) {
      const reason = timeout.aborted && !signal?.aborted ? new Error("the request took too long") : error;
      for (const q of batch) q.reject(reason);
    }
  }

  return <T>(method: string, params: unknown[], signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new Error(`${method} was stopped`));
        return;
      }
      let queue = queues.get(signal);
      if (!queue) {
        const fresh: Queued[] = [];
        queue = fresh;
        queues.set(signal, fresh);
        queueMicrotask(() => {
          queues.delete(signal);
          for (let i = 0; i < fresh.length; i += BATCH_SIZE)
            void send(fresh.slice(i, i + BATCH_SIZE), signal);
        });
      }
      queue.push({ method, params, resolve: resolve as (value: unknown) => void, reject });
    });
}
