import { useEffect, useState } from "react";

/** At the latest this long after the first paint, even on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 1_000;

let reached = false;

/** The performance mark set when the page first reaches "after idle": what loads from then on is not the first render's. */
export const AFTER_IDLE_MARK = "after-idle";

/**
 * True once the page has painted and then been idle (or `IDLE_TIMEOUT_MS` passed): background work
 * (the checkout runner's watch worker) starts then, off every page's critical path. Once reached it
 * stays reached for the tab.
 */
export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    const done = () => {
      if (cancelled) return;
      if (!reached) performance.mark(AFTER_IDLE_MARK);
      reached = true;
      setReady(true);
    };
    const whenIdle = () =>
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(done, 0);
    // A hidden tab paints nothing: waiting for a frame there would never start.
    if (document.visibilityState === "hidden") whenIdle();
    else requestAnimationFrame(() => setTimeout(whenIdle, 0));
    return () => {
      cancelled = true;
    };
  }, [ready]);
  return ready;
}
