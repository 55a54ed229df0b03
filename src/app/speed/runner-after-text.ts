import { DESCRIPTION_TIMING } from "../../features/tools/model/description-timing";
import { holdAfterIdle } from "../../lib/after-idle";

/** How long the runner waits at most for the description to be reported on screen. */
export const FALLBACK_MS = 300;

/**
 * Runner after the tool's text (README.md): on a tool's page reached directly, the form's code (the
 * runner) is asked for once the browser reports the tool's description on screen (Element Timing, the
 * `elementtiming` mark the page puts on it), at the latest after `fallbackMs` (FALLBACK_MS unless given;
 * null: no limit), at once where the browser reports no element timing. Its download then never counts
 * towards the page's largest paint. Returns a function that cancels the wait.
 */
export function afterDescriptionShown(
  start: () => void,
  fallbackMs: number | null = FALLBACK_MS,
): () => void {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes.includes("element")
  ) {
    start();
    return () => undefined;
  }
  let waiting = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    waiting = false;
    observer.disconnect();
    clearTimeout(timer);
  };
  const done = () => {
    if (!waiting) return;
    stop();
    start();
  };
  // Buffered: a description already on screen (another tool's, in this tab) answers at once.
  const observer = new PerformanceObserver((list) => {
    const shown = list
      .getEntries()
      .some((entry) => "identifier" in entry && entry.identifier === DESCRIPTION_TIMING);
    if (shown) done();
  });
  observer.observe({ type: "element", buffered: true });
  if (fallbackMs !== null) timer = setTimeout(done, fallbackMs);
  return stop;
}

let holding = false;

/**
 * On a tool's page reached directly, background work (src/lib/after-idle.ts: the header's money in
 * flight) waits for the description on screen too, so its download never counts towards the page's
 * largest paint; the after-idle deadline bounds the wait (a tool that is not found). Once per tab.
 */
export function holdBackgroundForDescription(): void {
  if (holding) return;
  holding = true;
  holdAfterIdle(new Promise<void>((resolve) => afterDescriptionShown(resolve, null)));
}
