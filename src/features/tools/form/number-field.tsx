import { useState } from "react";
import type { FieldProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A text box for numbers: "1.50", "-", "0." stay exactly as typed (a number input would reformat or
 * drop them); the form value is the number once the text is one, else the text itself, which the
 * validator then reports as "must be number" at this field.
 */
export function NumberField(props: FieldProps<unknown>) {
  const { fieldPathId, formData, onChange, disabled, readonly, rawErrors } = props;
  const [text, setText] = useState(() => (typeof formData === "number" ? String(formData) : ""));
  const id = fieldPathId.$id;
  const shown = sameValue(text, formData) ? text : asText(formData);

  return (
    <input
      id={id}
      name={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={shown}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const trimmed = next.trim();
        onChange(
          trimmed === "" ? undefined : NUMBER.test(trimmed) ? Number(trimmed) : next,
          fieldPathId.path,
        );
      }}
    />
  );
}

function sameValue(text: string, value: unknown): boolean {
  const trimmed = text.trim();
  if (value === undefined) return trimmed === "";
  if (typeof value === "number") return NUMBER.test(trimmed) && Number(trimmed) === value;
  return text === value;
}

function asText(value: unknown): string {
  if (typeof value === "number" || typeof value === "string") return String(value);
  return "";
}
