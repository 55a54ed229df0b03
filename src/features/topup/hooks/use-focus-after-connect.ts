import { useEffect, useRef, type RefObject } from "react";

interface AfterConnect {
  /** A wallet is connected now. */
  connected: boolean;
  /** Whether Pay will be on is known (funds read, whitelist read). */
  settled: boolean;
  /** Pay is off for a reason said in the element `#pay-blocked`. */
  blocked: boolean;
  pay: RefObject<HTMLButtonElement | null>;
}

/**
 * Right after Connect (not on a page that opens already connected), the focus goes where the next
 * step is: Pay once it is known to be on, or the sentence that says why it is off. Focusing scrolls
 * it into view, so a keyboard user is not left on a heading far above.
 */
export function useFocusAfterConnect({ connected, settled, blocked, pay }: AfterConnect) {
  const before = useRef(connected);
  const wanted = useRef(false);
  useEffect(() => {
    if (connected && !before.current) wanted.current = true;
    before.current = connected;
    if (!wanted.current || !connected || !settled) return;
    const target = blocked ? document.getElementById("pay-blocked") : pay.current;
    if (target === null) return;
    wanted.current = false;
    target.focus();
  }, [connected, settled, blocked, pay]);
}
