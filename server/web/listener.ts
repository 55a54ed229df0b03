import { serve, type ServerType } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { guardRequest, type HostPolicy } from "./host-guard.ts";
import type { NodeBindings } from "./raw-target.ts";
import { withSecurityHeaders } from "./security-headers.ts";
import { isServicePath } from "./site.ts";

/** A Hono app, as far as the listener is concerned. */
interface FetchApp {
  fetch(request: Request, env: NodeBindings): Response | Promise<Response>;
}

export interface Listener {
  port: number;
  /** http://127.0.0.1:<port>: the dashboard's origin under `npm start`. */
  url: string;
  /** From now on the service and the site answer; until then every request gets 503 STARTING. */
  ready(handlers: { app: FetchApp; site: FetchApp }): void;
  close(): Promise<void>;
}

/**
 * The stack's one 127.0.0.1 listener. It is opened before anything else starts, so that the port
 * (and with it the dashboard's origin) is known to whatever needs it, `port: 0` included.
 * Every request passes the Host and Origin checks first (host-guard.ts).
 */
export async function openListener(opts: {
  port: number;
  allowedHosts?: readonly string[];
}): Promise<Listener> {
  let handlers: { app: FetchApp; site: FetchApp } | null = null;
  let policy: HostPolicy = { port: opts.port, allowedHosts: opts.allowedHosts ?? [] };
  const server = await listen(opts.port, (request, env) => {
    const refused = guardRequest(request, policy);
    if (refused !== null) return refused;
    if (handlers === null) {
      const error = { code: "STARTING", message: "The local stack is still starting.", details: {} };
      return withSecurityHeaders(Response.json({ error }, { status: 503, headers: { "Retry-After": "1" } }));
    }
    const target = isServicePath(new URL(request.url).pathname) ? handlers.app : handlers.site;
    return target.fetch(request, env);
  });
  const { port } = server.address() as AddressInfo;
  policy = { ...policy, port };
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    ready: (next) => {
      handlers = next;
    },
    close: () => closeServer(server),
  };
}

function listen(
  port: number,
  fetch: (request: Request, env: NodeBindings) => Response | Promise<Response>,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: "127.0.0.1" }, () => resolve(server));
    server.once("error", reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive sockets (a browser tab) would otherwise hold close() open indefinitely.
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
}
