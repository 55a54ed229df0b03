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
const holds: Array<Promise<unknown>> = [];

/**
 * Asked by a page's first render: background work also waits for `until` (the tool page reached
 * directly: its description on screen, its largest paint), at the latest until the settle deadline.
 * Once "after idle" is reached it changes nothing.
 */
export function holdAfterIdle(until: Promise<unknown>): void {
  if (!reached) holds.push(until);
}

/** The end of the page's wait for its data: `SETTLE_TIMEOUT_MS` after it starts, however often it reads anew. */
interface Deadline {
  readonly passed: boolean;
  /** Calls `then` when the deadline passes (at once if it has); returns what cancels that. */
  at(then: () => void): () => void;
}

function startDeadline(): Deadline {
  let passed = false;
  const waiting = new Set<() => void>();
  setTimeout(() => {
    passed = true;
    for (const then of waiting) then();
    waiting.clear();
  }, SETTLE_TIMEOUT_MS);
  return {
    get passed() {
      return passed;
    },
    at(then) {
      if (passed) {
        then();
        return () => undefined;
      }
      waiting.add(then);
      return () => waiting.delete(then);
    },
  };
}

/** Calls `then` once, when `ready` first settles it or at the deadline, whichever comes first. */
function onceBy(deadline: Deadline, ready: (finish: () => void) => () => void, then: () => void): void {
  let done = false;
  let cancels: Array<() => void> = [];
  const finish = () => {
    if (done) return;
    done = true;
    for (const cancel of cancels) cancel();
    then();
  };
  cancels = [ready(finish), deadline.at(finish)];
  if (done) for (const cancel of cancels) cancel();
}

/** Calls `then` once no query of `client` is fetching (at once if none is), or at the deadline. */
function whenSettled(client: QueryClient, deadline: Deadline, then: () => void): void {
  onceBy(
    deadline,
    (finish) => {
      const unsubscribe = client.getQueryCache().subscribe(() => {
        if (client.isFetching() === 0) finish();
      });
      if (client.isFetching() === 0) finish();
      return unsubscribe;
    },
    then,
  );
}

/** Calls `then` once every hold has settled, or at the deadline. */
function afterHolds(deadline: Deadline, then: () => void): void {
  if (holds.length === 0) return then();
  onceBy(
    deadline,
    (finish) => {
      void Promise.allSettled(holds).then(finish);
      return () => undefined;
    },
    then,
  );
}

/**
 * The tab's one wait for "after idle", started by its first reader and shared by every later one
 * (`useAfterIdle` below is how components read it). Each step ends by itself (a frame,
 * `SETTLE_TIMEOUT_MS`, `IDLE_TIMEOUT_MS`), so nothing cancels it.
 */
export function afterIdle(client: QueryClient): Promise<void> {
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
    // and they render it then: two frames, so its paint comes first. A read that data started (the
    // tool listing once the connection is known) may be fetching by then: settle again.
    const afterDataPainted = (deadline: Deadline) => () =>
      afterPaint(() =>
        afterPaint(() =>
          client.isFetching() > 0 && !deadline.passed
            ? whenSettled(client, deadline, afterDataPainted(deadline))
            : afterHolds(deadline, whenIdle),
        ),
      );
    // A hidden tab paints nothing: waiting for a frame there would never start.
    if (document.visibilityState === "hidden") whenIdle();
    else
      afterPaint(() => {
        const deadline = startDeadline();
        whenSettled(client, deadline, afterDataPainted(deadline));
      });
  });
  return waiting;
}

/**
 * True once the page has painted, its data has arrived (no query fetching, or `SETTLE_TIMEOUT_MS`
 * passed) and it has painted that, what the page holds it for has happened (`holdAfterIdle`, within the
 * same `SETTLE_TIMEOUT_MS`) and it has been idle (or `IDLE_TIMEOUT_MS` passed): background work (the
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
