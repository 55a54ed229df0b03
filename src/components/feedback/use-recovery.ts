import { useCallback, useEffect, useRef } from "react";
import { retryOf } from "../../lib/retrying-lazy";

/** Probes after a failed download: soon, then less often while the service stays away. */
export const RECOVERY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * While a page's code could not be downloaded (an outage, a restart), asks for it again on a
 * back-off and whenever the browser says it is back (online, focus, tab shown), and calls `recover`
 * once it arrived: the page comes back by itself, no reload. Other errors are not probed.
 * `tryNow` (the "Try again" button) probes at once, or for any other error renders the page again.
 */
export function useRecovery(error: unknown, recover: () => void): { probing: boolean; tryNow: () => void } {
  const retry = retryOf(error);
  const probeNow = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!retry) return;
    let stopped = false;
    let busy = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      const delay = RECOVERY_DELAYS_MS[Math.min(attempt++, RECOVERY_DELAYS_MS.length - 1)];
      timer = setTimeout(() => void probe(), delay);
    };
    const probe = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        await retry();
        if (!stopped) recover();
      } catch {
        if (!stopped) schedule();
      } finally {
        busy = false;
      }
    };
    const now = () => {
      if (document.visibilityState === "visible") void probe();
    };
    probeNow.current = () => void probe();
    schedule();
    window.addEventListener("online", now);
    window.addEventListener("focus", now);
    document.addEventListener("visibilitychange", now);
    return () => {
      stopped = true;
      probeNow.current = null;
      clearTimeout(timer);
      window.removeEventListener("online", now);
      window.removeEventListener("focus", now);
      document.removeEventListener("visibilitychange", now);
    };
  }, [retry, recover]);
  const tryNow = useCallback(() => (probeNow.current ?? recover)(), [recover]);
  return { probing: retry !== undefined, tryNow };
}
