import { useCallback, useLayoutEffect, useMemo, useRef } from "react";
// The package entry also exports a test registry that imports @rjsf/validator-ajv8 (not installed, and
// eval-based): importing the component file keeps both out.
import Form, { type IChangeEvent } from "@rjsf/core/lib/components/Form.js";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { buttonTemplates } from "./button-templates";
import { toErrorSchema, validatorForTool } from "../model/cf-validator";
import { FieldTemplate } from "./field-template";
import { fieldElement, ownControls } from "../model/focus-field";
import { emptyTextItems } from "../model/form-defaults";
import type { ToolFormContext } from "../model/form-context";
import { isSchema, type JsonSchema } from "../model/json-schema";
import { KeepShapesField } from "./keep-shapes-field";
import { MultiSchemaFieldTemplate } from "./multi-schema-template";
import { NumberField } from "./number-field";
import { pathKey, type SendMode, type SendModes } from "../model/optional-modes";
import { preparedSchema } from "../model/prepare-schema";
import type { FieldIssue } from "../model/schema-errors";

export interface ToolFormProps {
  toolName: string;
  /** The tool's input schema as published; the form renders a prepared copy. */
  schema: JsonSchema;
  formData: Record<string, unknown>;
  modes: SendModes;
  /** Issues of the request body (after the optional-field choices), shown at their fields. */
  issues: FieldIssue[];
  onChange: (formData: Record<string, unknown>) => void;
  onModeChange: (key: string, mode: SendMode) => void;
  disabled?: boolean;
}

// Module-level, so every render hands rjsf the same objects and it has nothing to recompute.
const uiSchema: UiSchema = { "ui:submitButtonOptions": { norender: true } };
const templates = { FieldTemplate, MultiSchemaFieldTemplate, ButtonTemplates: buttonTemplates };
const fields = { NumberField, OneOfField: KeepShapesField, AnyOfField: KeepShapesField };

// Our tokens on rjsf's plain markup, without rewriting every widget it ships.
const themed = [
  "space-y-4 text-sm text-fg",
  "[&_fieldset]:space-y-4 [&_fieldset_fieldset]:rounded-md [&_fieldset_fieldset]:border [&_fieldset_fieldset]:border-border [&_fieldset_fieldset]:p-3",
  "[&_legend]:text-sm [&_legend]:font-semibold [&_legend]:text-fg",
  "[&_input:not([type=checkbox]):not([type=radio])]:h-9 [&_input:not([type=checkbox]):not([type=radio])]:w-full",
  "[&_input]:rounded-md [&_input]:border [&_input]:border-border-strong [&_input]:bg-surface [&_input]:px-2 [&_input]:text-fg",
  "[&_select]:h-9 [&_select]:rounded-md [&_select]:border [&_select]:border-border-strong [&_select]:bg-surface [&_select]:px-2",
  "[&_textarea]:w-full [&_textarea]:rounded-md [&_textarea]:border [&_textarea]:border-border-strong [&_textarea]:bg-surface [&_textarea]:p-2",
  "[&_.error-detail]:text-sm [&_.error-detail]:text-danger [&_.field-description]:text-xs [&_.field-description]:text-muted",
  "[&_.array-item]:flex [&_.array-item]:flex-wrap [&_.array-item]:items-end [&_.array-item]:gap-2 [&_.array-item>*:first-child]:flex-1",
  "[&_input[aria-invalid=true]]:border-danger",
].join(" ");

/** The one component that renders @rjsf: everything else hands it plain data. */
export function ToolForm(props: ToolFormProps) {
  const { toolName, schema, modes, onModeChange, onChange } = props;
  const prepared = preparedSchema(schema) as RJSFSchema;
  const validator = validatorForTool(toolName, schema);
  const extraErrors = useMemo(() => toErrorSchema(props.issues), [props.issues]);
  const formContext = useMemo<ToolFormContext>(
    () => ({ modes, setMode: onModeChange }),
    [modes, onModeChange],
  );
  const root = useRef<HTMLDivElement>(null);
  // rjsf's widgets do not say they are invalid: one pass over the shown issues marks each field's
  // own controls after every render (not an effect per field, see "Performance" in the README).
  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    const invalid = new Set<HTMLElement>();
    for (const issue of props.issues) {
      const field = fieldElement(container, issue.path);
      if (field?.getAttribute("data-field") === pathKey(issue.path))
        ownControls(field).forEach((c) => invalid.add(c));
    }
    for (const control of container.querySelectorAll<HTMLElement>("[aria-invalid]"))
      if (!invalid.has(control)) control.removeAttribute("aria-invalid");
    for (const control of invalid) control.setAttribute("aria-invalid", "true");
  });
  const handleChange = useCallback(
    (event: IChangeEvent) =>
      onChange(emptyTextItems(event.formData ?? {}, prepared) as Record<string, unknown>),
    [onChange, prepared],
  );

  return (
    <div ref={root} className={themed}>
      {/* Said once for the whole form rather than under each of its (sometimes fifty) fields. */}
      {isSchema(schema.properties) ? (
        <p className="text-xs text-muted">Optional fields left empty are left out of the request.</p>
      ) : null}
      <Form
        tagName="div"
        schema={prepared}
        uiSchema={uiSchema}
        validator={validator}
        formData={props.formData}
        formContext={formContext}
        extraErrors={extraErrors}
        showErrorList={false}
        noHtml5Validate
        disabled={props.disabled}
        templates={templates}
        fields={fields}
        onChange={handleChange}
      />
    </div>
  );
}
