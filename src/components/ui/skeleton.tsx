import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** A placeholder block; decorative, so the busy region around it carries the meaning. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-track", className)} {...props} />;
}
