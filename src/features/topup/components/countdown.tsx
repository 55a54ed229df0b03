import { useEffect, useState } from "react";

/** Whole seconds until `at`, refreshed every second. */
export function Countdown({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return <>{Math.max(0, Math.ceil((at - now) / 1000))} s</>;
}
