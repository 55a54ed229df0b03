import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";

/** How long the page may keep fetching before background work starts anyway (a page that polls). */
export const SETTLE_TIMEOUT_MS = 3_000;
/** Then at the latest this long, even on a page that is never idle. */
export const IDLE_TIMEOUT_MS = 1_000;

/** The performance mark set when the page first reaches "after idle": what loads from then on is not the first render's. */
export const AFTER_IDLE_MARK = "after-idle";

let reached = false;
let waiting: Promise<void> | null = null;

/** Calls `then` once no query of `client` is fetching (at once if none is), or after `SETTLE_TIMEOUT_MS`. */
function whenSettled(client: QueryClient, then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    unsubscribe();
    then();
  };
  const timer = setTimeout(finish, SETTLE_TIMEOUT_MS);
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (client.isFetching() === 0) finish();
  });
  if (client.isFetching() === 0) finish();
}

/**
 * The tab's one wait for "after idle", started by its first reader and shared by every later one.
 * Each step ends by itself (a frame, `SETTLE_TIMEOUT_MS`, `IDLE_TIMEOUT_MS`), so nothing cancels it.
 */
function afterIdle(client: QueryClient): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      performance.mark(AFTER_IDLE_MARK);
      reached = true;
      resolve();
    };
    const whenIdle = () =>
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(done, 0);
    // After a frame has been painted (a task after the frame's callbacks, which run before its paint).
    const afterPaint = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
    // Settled data reaches the page's components a task later (the query cache notifies in batches),
    // and they render it then: two frames, so its paint comes first.
    const afterDataPainted = () => afterPaint(() => afterPaint(whenIdle));
    // A hidden tab paints nothing: waiting for a frame there would never start.
    if (document.visibilityState === "hidden") whenIdle();
    else afterPaint(() => whenSettled(client, afterDataPainted));
  });
  return waiting;
}

/**
 * True once the page has painted, its data has arrived (no query fetching, or `SETTLE_TIMEOUT_MS`
 * passed) and it has painted that and been idle (or `IDLE_TIMEOUT_MS` passed): background work (the
 * header's money-in-flight notices and the checkout runner, the Balance page's call records) starts
 * then, so none of it competes with what the page paints first, its largest element included. Once
 * reached it stays reached for the tab.
 */
export function useAfterIdle(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterIdle(client).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready, client]);
  return ready;
}
