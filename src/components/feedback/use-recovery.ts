import { useCallback, useEffect, useRef } from "react";
import { retryOf } from "../../lib/retrying-lazy";

/** Probes after a failed download: soon, then less often while the service stays away. */
export const RECOVERY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * Asks `probe` again on the recovery back-off and whenever the browser says it is back (online, focus,
 * tab shown), until it resolves; then calls `recovered`. `now` probes at once; `stop` ends it all.
 */
export function probeUntilBack(
  probe: () => Promise<unknown>,
  recovered: () => void,
): { now: () => void; stop: () => void } {
  let stopped = false;
  let busy = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const delay = RECOVERY_DELAYS_MS[Math.min(attempt++, RECOVERY_DELAYS_MS.length - 1)];
    timer = setTimeout(() => void run(), delay);
  };
  const run = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      await probe();
      if (!stopped) recovered();
    } catch {
      if (!stopped) schedule();
    } finally {
      busy = false;
    }
  };
  const back = () => {
    if (document.visibilityState === "visible") void run();
  };
  schedule();
  window.addEventListener("online", back);
  window.addEventListener("focus", back);
  document.addEventListener("visibilitychange", back);
  return {
    now: () => void run(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("online", back);
      window.removeEventListener("focus", back);
      document.removeEventListener("visibilitychange", back);
    },
  };
}

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
    const probing = probeUntilBack(retry, recover);
    probeNow.current = probing.now;
    return () => {
      probeNow.current = null;
      probing.stop();
    };
  }, [retry, recover]);
  const tryNow = useCallback(() => (probeNow.current ?? recover)(), [recover]);
  return { probing: retry !== undefined, tryNow };
}
