/**
 * Staged answers, for the faults the reference service cannot produce (a 5xx, 429, a flat
 * production error body, a malformed or never-arriving answer, CORS, a host that is down). A test
 * hands them to `installAppNetwork` (src/test/app-network.ts), the one network fake; everything
 * else talks to the real service (src/test/reference-service.ts). Stage only what it cannot send.
 */
export type ServiceHandler = (request: Request, info: { mode: RequestMode }) => Promise<Response> | Response;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string> | undefined) },
  });
}

type Route = (request: Request) => Promise<Response> | Response;

/** Routes by "METHOD pathname" (pathname without the host); anything else is a 404 in the spec shape. */
export function routes(table: Record<string, Route>): ServiceHandler {
  return (request) => {
    const route = table[`${request.method} ${new URL(request.url).pathname}`];
    if (route) return route(request);
    return json({ error: { code: "NOT_FOUND", message: "No such route", details: {} } }, { status: 404 });
  };
}

/** A host that is down: both the real request and the no-cors probe fail. */
export const unreachable: Route = () => Promise.reject(new TypeError("Failed to fetch"));

/** A host that answers but sends no CORS headers: only the opaque no-cors probe "succeeds". */
export function corsBlocked(): ServiceHandler {
  return (_request, { mode }) =>
    mode === "no-cors"
      ? new Response(null, { status: 200 })
      : Promise.reject(new TypeError("Failed to fetch"));
}

/** Sends each request to the handler of the first base URL it starts with; others are unreachable. */
export function byHost(hosts: Record<string, ServiceHandler>): ServiceHandler {
  return (request, info) => {
    const entry = Object.entries(hosts).find(([base]) => request.url.startsWith(base));
    return entry ? entry[1](request, info) : unreachable(request);
  };
}
