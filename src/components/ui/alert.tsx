import type { HTMLAttributes } from "react";
import { cn } from "./cn";

type Tone = "danger" | "warning" | "info";

const tones: Record<Tone, string> = {
  danger: "border-danger bg-danger-soft",
  warning: "border-warning bg-warning-soft",
  info: "border-border bg-surface-2",
};

/**
 * A boxed message. The caller picks the live-region role: "alert" for failures that block the
 * page, "status" for quiet notices, none for static text.
 */
export function Alert({
  tone = "info",
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: Tone }) {
  return (
    <div className={cn("rounded-md border-l-4 p-4 text-sm text-fg", tones[tone], className)} {...props} />
  );
}

export function AlertTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn("font-semibold", className)} {...props} />;
}
