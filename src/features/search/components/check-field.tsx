import { useId, type ReactNode } from "react";
import { Checkbox } from "../../../components/ui/checkbox";

/** A labelled checkbox with an optional hint under it. */
export function CheckField({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const hintId = useId();
  return (
    <div>
      <Checkbox
        label={label}
        className="font-medium"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      {hint ? (
        <p id={hintId} className="pl-6 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
