import { useId } from "react";
import { cn } from "../../../components/ui/cn";
import { formatInteger } from "../../../lib/format";

interface BalanceFigureProps {
  label: string;
  value: bigint;
  size?: "lg" | "md";
  swatch?: string;
}

/** A labelled group, so "Total credits" names the element that holds the number. */
export function BalanceFigure({ label, value, size = "md", swatch }: BalanceFigureProps) {
  const id = useId();
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
