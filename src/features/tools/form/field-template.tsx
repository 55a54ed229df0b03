import { useContext } from "react";
import type { FieldTemplateProps } from "@rjsf/utils";
import { pathKey } from "./optional-modes";
import { EnclosingFieldContext, type ToolFormContext } from "./form-context";
import { SendModeOutcome, SendModeSelect } from "./send-mode-select";

type Props = FieldTemplateProps<unknown, Record<string, unknown>, ToolFormContext>;

/** Label, the optional-field choice, the control, and the field's own error messages. */
export function FieldTemplate(props: Props) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel } =
    props;
  const enclosing = useContext(EnclosingFieldContext);
  const path = props.fieldPathId.path;
  const key = pathKey(path);
  if (hidden) return <div className="hidden">{children}</div>;

  const last = path.at(-1);
  const optional = !required && path.length > 0 && typeof last === "string" && enclosing !== key;
  const context = props.registry.formContext;
  const mode = (optional && context?.modes[key]) || "value";
  const name = label || (typeof last === "string" ? last : "item");

  return (
    <EnclosingFieldContext.Provider value={key}>
      <div className="space-y-1.5" data-field={key}>
        {/* As tall as the send choice (h-7) where one will come, so nothing moves when it does. */}
        <div
          className={`relative flex flex-wrap items-center justify-between gap-2 ${optional ? "min-h-7" : ""}`}
        >
          {displayLabel ? (
            <label htmlFor={id} className="text-sm font-medium text-fg">
              {label}
              {required ? (
                <span aria-hidden="true" className="text-danger">
                  {" "}
                  *
                </span>
              ) : null}
            </label>
          ) : null}
          {optional && context ? (
            <SendModeSelect label={name} mode={mode} onChange={(next) => context.setMode(key, next)} />
          ) : null}
        </div>
        {displayLabel && rawDescription ? <div className="text-xs text-muted">{description}</div> : null}
        <div className={mode === "value" ? undefined : "hidden"}>{children}</div>
        {optional ? <SendModeOutcome mode={mode} /> : null}
        {errors}
        {help}
      </div>
    </EnclosingFieldContext.Provider>
  );
}
