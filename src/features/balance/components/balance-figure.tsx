import { useId } from "react";
import { cn } from "../../../components/ui/cn";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatInteger } from "../../../lib/format";

interface BalanceFigureProps {
  label: string;
  /** Undefined while loading: the same box, with shapes and no digits. */
  value: bigint | undefined;
  size?: "lg" | "md";
  swatch?: string;
}

/** A labelled group, so "Total credits" names the element that holds the number. */
export function BalanceFigure({ label, value, size = "md", swatch }: BalanceFigureProps) {
  const id = useId();
  // The heights are the line heights of text-sm, text-4xl and text-xl below.
  if (value === undefined)
    return (
      <div aria-hidden="true" className="min-w-0">
        <div className="flex h-5 items-center">
          <Skeleton className="h-3.5 w-28" />
        </div>
        <div className={cn("flex items-center", size === "lg" ? "h-10" : "h-7")}>
          <Skeleton className={size === "lg" ? "h-8 w-48" : "h-5 w-32"} />
        </div>
      </div>
    );
  return (
    <div role="group" aria-labelledby={id} className="min-w-0">
      <p id={id} className="flex items-center gap-1.5 text-sm text-muted">
        {swatch ? <span aria-hidden="true" className={cn("size-2.5 rounded-full", swatch)} /> : null}
        {label}
      </p>
      <p className={cn("font-semibold tabular-nums text-fg", size === "lg" ? "text-4xl" : "text-xl")}>
        {formatInteger(value)} <span className="text-sm font-normal text-muted">credits</span>
      </p>
    </div>
  );
}
