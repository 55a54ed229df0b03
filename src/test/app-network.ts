import { onTestFinished } from "vitest";
import type { ServiceHandler } from "./service";

/** "METHOD /pathname", e.g. "GET /billing/v1/account/balance". */
export type RouteKey = `${string} /${string}`;

export interface AppNetwork {
  /** Every request the app made, in order (copies, so bodies can still be read). */
  requests: Request[];
  /** Requests to one path, e.g. "/billing/v1/account/balance". */
  sentTo(pathname: string): Request[];
  /** Answers one route with a staged fault until `unstage`; everything else goes through. */
  stage(route: RouteKey, answer: ServiceHandler): void;
  unstage(route: RouteKey): void;
  restore(): void;
}

/**
 * The app's window on the network in component tests: requests go to whatever `fetch` was in place
 * (the reference service over loopback, or a test's own staged handler) and are recorded on the way.
 * Removed when the test finishes (so call it in a test or `beforeEach`, not `beforeAll`); a later
 * layer installed on top is left to its own restore.
 */
export function installAppNetwork(): AppNetwork {
  const underlying = globalThis.fetch;
  const requests: Request[] = [];
  const staged = new Map<string, ServiceHandler>();

  const layer: typeof fetch = async (input, init) => {
    // Without the signal: the app's AbortSignal may not be the one Node's Request accepts.
    const request = new Request(input, { ...init, signal: undefined });
    requests.push(request.clone());
    const answer = staged.get(`${request.method} ${new URL(request.url).pathname}`);
    if (!answer) return underlying(input, init);
    init?.signal?.throwIfAborted();
    return answer(request, { mode: init?.mode ?? "cors" });
  };
  globalThis.fetch = layer;

  const restore = () => {
    if (globalThis.fetch === layer) globalThis.fetch = underlying;
  };
  onTestFinished(restore);
  return {
    requests,
    sentTo: (pathname) => requests.filter((request) => new URL(request.url).pathname === pathname),
    stage: (route, answer) => void staged.set(route, answer),
    unstage: (route) => void staged.delete(route),
    restore,
  };
}
