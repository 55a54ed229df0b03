/**
 * fetch rejects with the same TypeError when the page's own Content-Security-Policy refuses a
 * connection as when the host is down; only the `securitypolicyviolation` event tells them apart.
 * Watch for one naming the request's origin while the request is in flight.
 */
export interface CspWatch {
  /** Whether the page's CSP refused a connection to the watched origin. */
  blocked(): Promise<boolean>;
  stop(): void;
}

const inert: CspWatch = { blocked: () => Promise.resolve(false), stop: () => {} };

export function watchCspBlock(url: string): CspWatch {
  if (typeof document === "undefined") return inert;
  const origin = originOf(url);
  if (origin === undefined) return inert;
  let hit = false;
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === "connect-src" && originOf(event.blockedURI) === origin) hit = true;
  };
  document.addEventListener("securitypolicyviolation", onViolation);
  return {
    async blocked() {
      // The violation event is queued as its own task; it may land just after fetch rejects.
      if (!hit) await new Promise((resolve) => setTimeout(resolve, 0));
      return hit;
    },
    stop: () => document.removeEventListener("securitypolicyviolation", onViolation),
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
