import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";

export function Input({ className, type = "text", ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      type={type}
      className={cn(
        "h-10 w-full rounded-md border border-border-strong bg-surface px-3 text-sm text-fg",
        "placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60",
        "aria-invalid:border-danger",
        className,
      )}
      {...props}
    />
  );
}
