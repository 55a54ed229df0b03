import { useEffect, useRef } from "react";

/**
 * Focus for what a navigation within the page opened (a history link, back/forward, or an answer,
 * which opens its own entry): when `locationKey` changes and `ready`, the element behind the returned
 * ref takes focus and scrolls to the top of the view, so focus never falls to <body>. Not on first load.
 */
export function useFocusAfterNavigation<T extends HTMLElement>(locationKey: string, ready: boolean) {
  const ref = useRef<T>(null);
  const seen = useRef(locationKey);
  useEffect(() => {
    if (seen.current === locationKey) return;
    seen.current = locationKey;
    if (!ready) return;
    // focus() alone may leave the element under the fold when focus was already near it.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: "start" });
  }, [locationKey, ready]);
  return ref;
}
