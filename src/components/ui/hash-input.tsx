import { useId, type ReactNode, type Ref } from "react";
import { cn } from "./cn";
import { Input, type InputProps } from "./input";
import { Label } from "./label";

/** What a field says when the text is not a transaction hash (the feature decides what it accepts). */
export const HASH_PROBLEM =
  "A transaction hash is 0x followed by 64 hexadecimal characters (an explorer link to it works too).";

export interface HashInputProps extends Omit<
  InputProps,
  "value" | "onChange" | "id" | "aria-invalid" | "aria-describedby"
> {
  label: ReactNode;
  value: string;
  /** The text as typed or pasted; parse it on submit (e.g. topup's `hashFromText`). */
  onValueChange: (text: string) => void;
  /** Shown under the field, tied to it by aria-describedby; null or absent when the text is fine. */
  problem?: string | null;
  /** A quiet line under the field (what to paste, where it is checked). */
  hint?: ReactNode;
  /** Beside the field on the same row (e.g. the submit button). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A transaction-hash field: label, monospace text, no autocomplete or spelling, hint and problem wired. */
export function HashInput({
  label,
  value,
  onValueChange,
  problem,
  hint,
  action,
  className,
  ...props
}: HashInputProps) {
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const describedBy = [hint ? ids.hint : null, problem ? ids.problem : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={ids.input}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={ids.input}
          className={cn("min-w-0 flex-1 font-mono", className)}
          placeholder="0x…"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy === "" ? undefined : describedBy}
          {...props}
        />
        {action}
      </div>
      {hint ? (
        <p id={ids.hint} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={ids.problem} className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
