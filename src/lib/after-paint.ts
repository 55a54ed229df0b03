import { startTransition, useEffect, useState } from "react";

/** Runs `task` once the browser has painted the current frame (a task queued from the next frame). */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False until `ready` is true and a frame has been painted since, then true for good: what shows
 * first is painted before the rest is rendered, and the rest renders in a transition.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!ready || shown) return;
    return afterPaint(() => startTransition(() => setShown(true)));
  }, [ready, shown]);
  return shown;
}
