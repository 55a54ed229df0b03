import { useState } from "react";
import type { FieldProps } from "@rjsf/utils";
import { ariaDescribedByIds } from "@rjsf/utils";
import { readNumber } from "../model/number-text";

/**
 * A text box for numbers: "1.50", "-", "0.", "1,000,000" stay exactly as typed (a number input would
 * reformat or refuse them); the form value is the number once the text is one (thousands separators
 * allowed), else the text itself, which the validator then reports as "must be number" at this field.
 * A number with more digits than JSON carries exactly is kept as text and said so, never rounded.
 */
export function NumberField(props: FieldProps<unknown>) {
  const { fieldPathId, formData, onChange, disabled, readonly, rawErrors } = props;
  const [text, setText] = useState(() => (typeof formData === "number" ? String(formData) : ""));
  const id = fieldPathId.$id;
  const shown = sameValue(text, formData) ? text : asText(formData);
  const reading = readNumber(shown);

  return (
    <>
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
        aria-describedby={`${ariaDescribedByIds(id)} ${id}__exact`}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const read = readNumber(next);
          onChange(
            read.kind === "empty" ? undefined : read.kind === "number" ? read.value : next,
            fieldPathId.path,
          );
        }}
      />
      {reading.kind === "inexact" ? (
        <p id={`${id}__exact`} className="text-xs text-danger">
          {reading.text} has more digits than a JSON number carries exactly; it would be rounded, so it is not
          sent as a number.
        </p>
      ) : null}
    </>
  );
}

function sameValue(text: string, value: unknown): boolean {
  const read = readNumber(text);
  if (value === undefined) return read.kind === "empty";
  if (typeof value === "number") return read.kind === "number" && read.value === value;
  return text === value;
}

function asText(value: unknown): string {
  if (typeof value === "number" || typeof value === "string") return String(value);
  return "";
}
