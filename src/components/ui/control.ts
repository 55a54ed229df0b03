import { cn } from "./cn";

export type ControlSize = "sm" | "md";

const sizes: Record<ControlSize, string> = {
  sm: "h-8 px-2",
  md: "h-10 px-3",
};

/**
 * The one look of a form control (Input, Select, HashInput; Textarea without the height): the strong
 * border on the surface colour, the danger border when `aria-invalid`. Lint (house/owned-controls)
 * refuses this string anywhere outside src/components/ui.
 */
export const controlClasses = (size: ControlSize | "multiline" = "md", className?: string) =>
  cn(
    "w-full rounded-md border border-border-strong bg-surface text-sm text-fg",
    "placeholder:text-muted disabled:cursor-not-allowed disabled:opacity-60",
    "aria-invalid:border-danger",
    size === "multiline" ? "px-3 py-2" : sizes[size],
    className,
  );
