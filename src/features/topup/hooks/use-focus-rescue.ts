import { useEffect, type RefObject } from "react";

/** How often a lost focus is looked for; short enough that a keyboard user never notices. */
const CHECK_MS = 200;

/**
 * When the control that had the focus inside `container` goes away (Connect, Pay, Dismiss, Check
 * replace themselves), the browser drops the focus to <body> and a keyboard user starts over from the
 * top. This puts it on the invoice card's title instead (or the main region), where the answer is.
 */
export function useFocusRescue(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let last: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && container.current?.contains(event.target)) last = event.target;
    };
    document.addEventListener("focusin", onFocusIn);
    const timer = setInterval(() => {
      if (last === null || last.isConnected) return;
      last = null;
      if (document.activeElement !== document.body && document.activeElement !== null) return;
      const target = document.getElementById("quote-title") ?? document.getElementById("main");
      // Focused without the browser's jump, then brought into view (the answer may be far above).
      target?.focus({ preventScroll: true });
      target?.scrollIntoView?.({ block: "nearest" });
    }, CHECK_MS);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      clearInterval(timer);
    };
  }, [container]);
}
