import { useEffect, useRef, useState } from "react";

/**
 * Focus for a control that is off (disabled) when the step that turns it on is taken: `request()`
 * asks for the focus, and it is given on the first render where `off` is false, however many renders
 * that takes. A disabled button cannot take the focus, so focusing it at a guessed moment (the next
 * animation frame) fails whenever the render that enables it comes later.
 */
export function useFocusWhenOn<T extends HTMLElement>(off: boolean) {
  const ref = useRef<T>(null);
  const wanted = useRef(false);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (!wanted.current || off) return;
    wanted.current = false;
    ref.current?.focus();
  }, [off, requests]);
  const request = () => {
    wanted.current = true;
    setRequests((n) => n + 1);
  };
  return { ref, request };
}
