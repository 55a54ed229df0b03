import { withSecurityHeaders } from "./security-headers.ts";

/**
 * Which Host and Origin headers the local stack answers. It listens on loopback only, but a page on
 * any site can make a browser talk to loopback: through DNS rebinding (its own name resolving to
 * 127.0.0.1, so the Host header is that name) or cross-origin (an Origin header that is not ours).
 */
export interface HostPolicy {
  /** The port the stack listens on; its loopback names on this port are always allowed. */
  port: number;
  /** ALLOWED_HOSTS: `name` (any port) or `name:port`, for serving the stack under another name. */
  allowedHosts: readonly string[];
}

/** The browser's chain RPC: wallet extensions call it from their own origin. */
const EXTENSION_PATHS = ["/chain"];
const EXTENSION_SCHEMES = new Set(["chrome-extension:", "moz-extension:"]);

export function parseAllowedHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, "")
        .replace(/\/+$/, ""),
    )
    .filter((entry) => entry !== "");
}

export function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

export function hostAllowed(host: string | null | undefined, policy: HostPolicy): boolean {
  if (host === null || host === undefined || host === "") return false;
  const wanted = host.toLowerCase();
  if (loopbackHosts(policy.port).includes(wanted)) return true;
  const name = wanted.replace(/:\d+$/, "");
  return policy.allowedHosts.some((entry) => entry === wanted || entry === name);
}

export function originAllowed(origin: string, policy: HostPolicy, pathname: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed documents, opaque origins) and anything unparsable
  }
  if (EXTENSION_SCHEMES.has(url.protocol)) return EXTENSION_PATHS.includes(pathname);
  return (url.protocol === "http:" || url.protocol === "https:") && hostAllowed(url.host, policy);
}

/** 421 for a foreign Host or target, 403 for a foreign Origin, null when the request may proceed. */
export function guardRequest(request: Request, policy: HostPolicy): Response | null {
  const host = request.headers.get("host");
  if (!hostAllowed(host, policy)) {
    const message = `This local stack answers only to its own address (127.0.0.1:${policy.port}, localhost:${policy.port} or [::1]:${policy.port}) and the names in ALLOWED_HOSTS, not to "${host ?? ""}".`;
    return errorResponse(421, "MISDIRECTED_REQUEST", message, { host });
  }
  // An absolute-form target (`GET http://other/path`) becomes the request's URL as it is, and RFC
  // 9112 §3.2.2 puts its authority before Host. Whatever the stack derives from the URL must name
  // the Host just checked, so a target naming anything else is refused rather than obeyed.
  const target = new URL(request.url);
  if (target.origin !== hostOrigin(host ?? "")) {
    const message = `The request target names ${target.origin}, but it was sent with Host "${host ?? ""}": this local stack answers an absolute-form target only when it names the Host it is sent with.`;
    return errorResponse(421, "MISDIRECTED_REQUEST", message, { host, target: target.origin });
  }
  const origin = request.headers.get("origin");
  if (origin !== null && !originAllowed(origin, policy, target.pathname)) {
    const message = `Requests from ${origin} are not accepted: only the stack's own pages (and the names in ALLOWED_HOSTS) may call it.`;
    return errorResponse(403, "ORIGIN_FORBIDDEN", message, { origin });
  }
  return null;
}

/** `http://` + the Host header, normalized as a URL would be (lower case, no `:80`). */
export function hostOrigin(host: string): string {
  try {
    return new URL(`http://${host}`).origin;
  } catch {
    return "null";
  }
}

function errorResponse(status: number, code: string, message: string, details: Record<string, unknown>) {
  return withSecurityHeaders(Response.json({ error: { code, message, details } }, { status }));
}
