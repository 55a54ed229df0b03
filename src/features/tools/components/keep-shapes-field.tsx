import { createContext, useCallback, useRef } from "react";
import MultiSchemaField from "@rjsf/core/lib/components/fields/MultiSchemaField.js";
import type { FieldProps } from "@rjsf/utils";

/** Told by the "Shape" selector (MultiSchemaFieldTemplate) just before rjsf switches shapes. */
export const ShapeSwitchContext = createContext<((from: number, to: number) => void) | null>(null);

const samePath = (a: readonly unknown[] | undefined, b: readonly unknown[]) =>
  a !== undefined && a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * rjsf's oneOf/anyOf field, remembering each shape's values: switching a "Shape" away and back
 * brings back what was typed there instead of an empty shape.
 */
export function KeepShapesField(props: FieldProps<unknown>) {
  const { onChange, fieldPathId } = props;
  const formData: unknown = props.formData;
  const saved = useRef(new Map<number, unknown>());
  const switching = useRef<number | null>(null);

  const onSwitch = useCallback(
    (from: number, to: number) => {
      saved.current.set(from, formData);
      switching.current = to;
    },
    [formData],
  );
  const handleChange = useCallback<FieldProps<unknown>["onChange"]>(
    (value, path, ...rest) => {
      const to = switching.current;
      switching.current = null;
      // rjsf hands the new shape's empty value for this field itself; the one kept for it wins.
      const kept = to !== null && samePath(path, fieldPathId.path) ? saved.current.get(to) : undefined;
      onChange(kept !== undefined ? kept : value, path, ...rest);
    },
    [onChange, fieldPathId.path],
  );
  return (
    <ShapeSwitchContext.Provider value={onSwitch}>
      <MultiSchemaField {...props} onChange={handleChange} />
    </ShapeSwitchContext.Provider>
  );
}
