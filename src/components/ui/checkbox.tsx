import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "./cn";

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "children"> {
  /** What the box turns on, said next to it: clicking it toggles the box, screen readers read it. */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label, one control for pointer and keyboard; `className` styles the label row.
 * The box keeps its size beside a label that wraps and sits on its first line; a disabled box dims its label.
 */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  return (
    <label
      htmlFor={inputId}
      className={cn(
        "inline-flex items-start gap-2 text-sm text-fg has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
        className,
      )}
    >
      <input
        id={inputId}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-border-strong accent-accent aria-invalid:outline aria-invalid:outline-danger disabled:cursor-not-allowed"
        {...props}
      />
      {label}
    </label>
  );
}
