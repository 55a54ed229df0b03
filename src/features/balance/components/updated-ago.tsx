import { useEffect, useState } from "react";

function describeAge(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `Updated ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Updated ${minutes} min ago`;
  return `Updated ${Math.floor(minutes / 60)} h ago`;
}

/** Ticks every second; not a live region, or a screen reader would hear it every second. */
export function UpdatedAgo({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  return (
    // A fixed width with the text at its start: one more digit in the age must not move it (a layout shift).
    <time
      dateTime={new Date(at).toISOString()}
      className="inline-block min-w-34 text-sm whitespace-nowrap text-muted tabular-nums"
    >
      {describeAge(Math.max(now, at) - at)}
    </time>
  );
}
