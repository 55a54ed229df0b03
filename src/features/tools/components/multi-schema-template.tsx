import { cloneElement, isValidElement, useContext, type ReactElement } from "react";
import type { MultiSchemaFieldTemplateProps } from "@rjsf/utils";
import { ShapeSwitchContext } from "./keep-shapes-field";

interface SelectorProps {
  value?: number;
  onChange: (value: unknown) => void;
}

/** rjsf's oneOf/anyOf chooser has no label of its own; wrapping it in one names it for assistive tech. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const onSwitch = useContext(ShapeSwitchContext);
  let chooser = selector;
  if (onSwitch && isValidElement(selector)) {
    const element = selector as ReactElement<SelectorProps>;
    const { value: from, onChange } = element.props;
    chooser = cloneElement(element, {
      onChange: (next: unknown) => {
        // Only a real switch: rjsf ignores choosing the shape already chosen.
        if (typeof from === "number" && Number(next) !== from) onSwitch(from, Number(next));
        onChange(next);
      },
    });
  }
  return (
    <div className="space-y-3 rounded-md border border-border p-3">
      <label className="flex flex-wrap items-center gap-2 text-xs text-muted">
        Shape
        {chooser}
      </label>
      {optionSchemaField}
    </div>
  );
}
