import { useId, useState } from "react";
import { cn } from "./cn";

const CLAMP = { 1: "line-clamp-1", 2: "line-clamp-2", 3: "line-clamp-3" } as const;

export interface Clamp {
  id: string;
  long: boolean;
  whole: boolean;
  toggle: () => void;
}

/** Whether `text` is long enough to be cut, and whether the user asked to see it whole. */
export function useClamp(text: string, longerThan = 160): Clamp {
  const [whole, setWhole] = useState(false);
  return { id: useId(), long: text.length > longerThan, whole, toggle: () => setWhole((w) => !w) };
}

/** The class that cuts the clamped element to a few lines while it is long and not shown whole. */
export function clampClass(clamp: Clamp, lines: keyof typeof CLAMP = 2): string | false {
  return clamp.long && !clamp.whole && CLAMP[lines];
}

/** "Show the whole query" / "Show less of the query", for the element with `clamp.id`. */
export function ClampToggle({ clamp, label }: { clamp: Clamp; label: string }) {
  if (!clamp.long) return null;
  return (
    <button
      type="button"
      aria-controls={clamp.id}
      aria-expanded={clamp.whole}
      onClick={clamp.toggle}
      className="text-xs font-normal text-accent underline"
    >
      {clamp.whole ? `Show less of the ${label}` : `Show the whole ${label}`}
    </button>
  );
}

/**
 * Text the user wrote, which can be 2,000 characters: a few lines, and a button that shows it whole.
 * The text stays in the DOM whole, so its accessible name is whole.
 */
export function ClampedText({
  text,
  lines = 2,
  label = "text",
  className,
}: {
  text: string;
  lines?: keyof typeof CLAMP;
  label?: string;
  className?: string;
}) {
  const clamp = useClamp(text);
  return (
    <>
      <span id={clamp.id} className={cn("break-words", clampClass(clamp, lines), className)}>
        {text}
      </span>
      <ClampToggle clamp={clamp} label={label} />
    </>
  );
}
