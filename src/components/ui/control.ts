import { cn } from "./cn";

export type ControlSize = "sm" | "md";

const sizes: Record<ControlSize | "multiline" | "code", string> = {
  sm: "h-8 px-2 text-sm",
  md: "h-10 px-3 text-sm",
  multiline: "px-3 py-2 text-sm",
  code: "p-2 font-mono text-xs",
};

/**
 * The one look of a form control (Input, Select, Textarea, HashInput): the strong border on the
 * surface colour, the danger border when `aria-invalid`. No width (Input and Textarea add `w-full`);
 * `cn` only joins, so `className` adds classes and never overrides these. Lint
 * (house/owned-controls) refuses this string anywhere outside src/components/ui.
 */
export const controlClasses = (size: keyof typeof sizes = "md", className?: string) =>
  cn(
    "rounded-md border border-border-strong bg-surface text-fg",
    "placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60",
    "aria-invalid:border-danger",
    sizes[size],
    className,
  );
