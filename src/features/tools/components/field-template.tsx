import { useContext } from "react";
import type { FieldTemplateProps } from "@rjsf/utils";
import { pathKey } from "../model/optional-modes";
import {
  EnclosingFieldContext,
  FieldNameContext,
  qualifiedName,
  type ToolFormContext,
} from "../model/form-context";
import { SendModeOutcome, SendModeSelect } from "./send-mode-select";

type Props = FieldTemplateProps<unknown, Record<string, unknown>, ToolFormContext>;

const UNSENT = "space-y-1.5 [&>:not([data-keep])]:hidden";

/** Label, the optional-field choice, the control, and the field's own error messages. */
export function FieldTemplate(props: Props) {
  const { id, label, children, errors, help, description, rawDescription, hidden, required, displayLabel } =
    props;
  const enclosing = useContext(EnclosingFieldContext);
  const enclosingName = useContext(FieldNameContext);
  const path = props.fieldPathId.path;
  const key = pathKey(path);
  if (hidden) return <div className="hidden">{children}</div>;

  const last = path.at(-1);
  const optional = !required && path.length > 0 && typeof last === "string" && enclosing !== key;
  const context = props.registry.formContext;
  const mode = (optional && context?.modes[key]) || "value";
  const name = label || (typeof last === "string" ? last : "item");
  const fullName = qualifiedName(enclosingName, path, label);

  return (
    <EnclosingFieldContext.Provider value={key}>
      <FieldNameContext.Provider value={fullName}>
        {/* A field not sent as typed keeps only its label row and what is sent instead: CSS hides the
          rest, so its control keeps its state for when the user sends a value again. */}
        <div className={mode === "value" ? "space-y-1.5" : UNSENT} data-field={key}>
          <div data-keep className="flex flex-wrap items-center justify-between gap-2">
            {displayLabel ? (
              <label htmlFor={id} className="text-sm font-medium text-fg">
                {label}
                {/* Two "min" fields on one form: the name says which, for those who do not see the box. */}
                {enclosingName ? <span className="sr-only">, in {enclosingName}</span> : null}
                {required ? (
                  <span aria-hidden="true" className="text-danger">
                    {" "}
                    *
                  </span>
                ) : null}
              </label>
            ) : optional && mode !== "value" ? (
              // A checkbox carries its name in its own label, which is hidden with it: keep the name here.
              <span className="text-sm font-medium text-fg">{name}</span>
            ) : null}
            {optional && context ? (
              <SendModeSelect
                label={fullName || name}
                mode={mode}
                onChange={(next) => context.setMode(key, next)}
              />
            ) : null}
          </div>
          {/* rjsf's own element, styled by ToolForm's .field-description rule: no wrapper of ours. */}
          {displayLabel && rawDescription ? description : null}
          {children}
          {optional ? <SendModeOutcome mode={mode} /> : null}
          {/* Shown for an unsent field too: null where the schema does not allow it is its error. */}
          {props.rawErrors?.length ? <div data-keep>{errors}</div> : errors}
          {help}
        </div>
      </FieldNameContext.Provider>
    </EnclosingFieldContext.Provider>
  );
}
