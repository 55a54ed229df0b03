import type { Ref } from "react";
import { ClampToggle, clampClass, useClamp } from "../../../components/ui/clamped-text";
import { cn } from "../../../components/ui/cn";

/** The result's heading: the query can be 2,000 characters, so it is cut to three lines with a toggle. */
export function ResultHeading({ text, ref }: { text: string; ref: Ref<HTMLHeadingElement> }) {
  const clamp = useClamp(text);
  return (
    <div>
      <h2
        id="result-title"
        ref={ref}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold break-words text-fg"
      >
        <span id={clamp.id} className={cn(clampClass(clamp, 3))}>
          {text}
        </span>
      </h2>
      <ClampToggle clamp={clamp} label="query" />
    </div>
  );
}
