import { envSetting } from "../config.ts";

/**
 * The dashboard's Content-Security-Policy. It holds an API key and drives a wallet, so no inline
 * script, no eval and no connection to an origin the user did not configure.
 *
 * Loopback origins are allowed because this server is the local development stack (any service a
 * developer runs beside it; the local chain itself is the same-origin /chain route); other custom
 * origins go through the same-origin proxy or are listed in CSP_CONNECT_SRC.
 */
export const PRODUCTION_ORIGIN = "https://api.kirha.com";
const LOOPBACK = ["http://127.0.0.1:*", "http://localhost:*"];

export interface CspOptions {
  /** The chain RPC the wallet talks to; its origin joins connect-src. */
  chainRpcUrl?: string;
  /** Extra connect-src sources, space-separated (the CSP_CONNECT_SRC environment variable). */
  extraConnectSrc?: string;
}

export function connectSources(opts: CspOptions = {}): string[] {
  const sources = ["'self'"];
  const chain = originOf(opts.chainRpcUrl);
  if (chain !== undefined) sources.push(chain);
  sources.push(PRODUCTION_ORIGIN, ...LOOPBACK);
  for (const extra of (opts.extraConnectSrc ?? "").split(/\s+/)) {
    // A stray ';' or quote would let an environment variable rewrite other directives.
    if (extra !== "" && /^[^;,'"\s]+$/.test(extra)) sources.push(extra);
  }
  return [...new Set(sources)];
}

export function contentSecurityPolicy(opts: CspOptions = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSources(opts).join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy for this process: CSP_CONNECT_SRC from the environment. */
export function cspFromEnv(chainRpcUrl?: string): string {
  return contentSecurityPolicy({ chainRpcUrl, extraConnectSrc: envSetting("CSP_CONNECT_SRC") });
}

function originOf(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
