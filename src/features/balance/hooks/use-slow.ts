import { useEffect, useState } from "react";

/** True once `busy` has lasted `afterMs`; false again as soon as it is not busy. */
export function useSlow(busy: boolean, afterMs = 2_000): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy, afterMs]);
  return busy && slow;
}
