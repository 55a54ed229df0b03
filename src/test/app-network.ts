import { onTestFinished } from "vitest";
import type { ServiceHandler } from "./service";

/** "METHOD /pathname", e.g. "GET /billing/v1/account/balance". */
export type RouteKey = `${string} /${string}`;

export interface AppNetwork {
  /** Every request the app made, in order (copies, so bodies can still be read; no-cors probes included). */
  requests: Request[];
  /** Requests to one path, e.g. "/billing/v1/account/balance". */
  sentTo(pathname: string): Request[];
  /** Answers one route with a staged fault until `unstage`; everything else goes on as before. */
  stage(route: RouteKey, answer: ServiceHandler): void;
  unstage(route: RouteKey): void;
  /** Puts back the `fetch` this layer replaced, for a test that swaps layers midway. */
  restore(): void;
}

// The fetch in place before the running test's first layer; put back when that test finishes, so
// neither a layer nor anything a test wrapped around one outlives it (web files share one module
// graph and globals per worker, and Vitest's own unstub runs only before the next test).
let beforeTest: typeof fetch | undefined;

/**
 * The app's window on the network in component tests, the one way to fake it. Every request is
 * recorded; a staged route or, when given, `answer` replies in place of the service (for the faults
 * the reference service cannot send: src/test/service.ts builds such answers); anything else goes
 * to whatever `fetch` was in place (the reference service over loopback, or a layer installed
 * earlier). Like a real fetch it honours the request's AbortSignal: aborted before or while in
 * flight, it rejects with the signal's reason (an AbortError DOMException unless one was given).
 * Call it in a test or `beforeEach` (not `beforeAll`): the original fetch is back when the test ends.
 */
export function installAppNetwork(answer?: ServiceHandler): AppNetwork {
  const underlying = globalThis.fetch;
  const requests: Request[] = [];
  const staged = new Map<string, ServiceHandler>();

  // Async, so a request that cannot be built rejects as a real fetch does rather than throwing.
  const layer: typeof fetch = async (input, init) => {
    // Without the signal: the app's AbortSignal may not be the one Node's Request accepts.
    const request = new Request(input, { ...init, signal: undefined });
    requests.push(request.clone());
    const handler = staged.get(`${request.method} ${new URL(request.url).pathname}`) ?? answer;
    return abortable(init?.signal ?? undefined, () =>
      handler ? handler(request, { mode: init?.mode ?? "cors" }) : underlying(input, init),
    );
  };

  if (beforeTest === undefined) {
    const original = underlying;
    onTestFinished(() => {
      globalThis.fetch = original;
      beforeTest = undefined;
    });
    beforeTest = original;
  }
  globalThis.fetch = layer;

  return {
    requests,
    sentTo: (pathname) => requests.filter((request) => new URL(request.url).pathname === pathname),
    stage: (route, handler) => void staged.set(route, handler),
    unstage: (route) => void staged.delete(route),
    restore: () => {
      globalThis.fetch = underlying;
    },
  };
}

function abortable(
  signal: AbortSignal | undefined,
  send: () => Promise<Response> | Response,
): Promise<Response> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  const answer = new Promise<Response>((resolve) => resolve(send()));
  if (!signal) return answer;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener("abort", onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

// Whatever the caller aborted with, as a real fetch rejects; an AbortError DOMException by default.
function abortReason(signal: AbortSignal): Error {
  return (signal.reason ?? new DOMException("This operation was aborted", "AbortError")) as Error;
}
