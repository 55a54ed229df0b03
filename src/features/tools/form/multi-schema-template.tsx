import type { MultiSchemaFieldTemplateProps } from "@rjsf/utils";

/** rjsf's oneOf/anyOf chooser has no label of its own; wrapping it in one names it for assistive tech. */
export function MultiSchemaFieldTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <div className="space-y-3 rounded-md border border-border p-3">
      <label className="flex flex-wrap items-center gap-2 text-xs text-muted">
        Shape
        {selector}
      </label>
      {optionSchemaField}
    </div>
  );
}
