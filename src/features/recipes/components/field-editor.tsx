import { useId } from "react";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { isStepRef, readPath } from "../../../../common/step-references";
import type { RecipeStep, Schema } from "../model/recipe";
import {
  literalText,
  literalValue,
  modeOf,
  parseTemplate,
  templateText,
  type BindingMode,
} from "../model/field-binding";
import type { Problem } from "../model/validate-recipe";

interface FieldEditorProps {
  stepId: string;
  name: string;
  schema: Schema | null;
  required: boolean;
  value: unknown;
  /** Steps before this one, with their last answer when there is one. */
  sources: Array<{ step: RecipeStep; answer: unknown; paths: string[] }>;
  problems: Problem[];
  /** The recipe input this literal is promoted to, if any. */
  inputName: string | null;
  onChange: (value: unknown) => void;
  onPromote: (name: string | null) => void;
}

/** One parameter: a literal, a reference to an earlier step's output, or a template mixing both. */
export function FieldEditor(props: FieldEditorProps) {
  const { stepId, name, schema, value, sources, problems, inputName, onChange } = props;
  const id = useId();
  const mode = modeOf(value);
  const label = `${stepId} ${name}`;
  const errorId = `${id}-errors`;
  const describedBy = problems.length > 0 ? errorId : undefined;
  const setMode = (next: BindingMode) => {
    if (next === "value") onChange(undefined);
    if (next === "step") {
      const source = sources.at(-1);
      onChange(source ? { $fromStep: source.step.id, $outputKey: source.paths[0] ?? "" } : undefined);
    }
    if (next === "template") onChange({ $fromTemplateString: literalText(value), $values: [] });
  };
  const ref = isStepRef(value) ? value : null;
  const source = ref ? sources.find((s) => s.step.id === String(ref.$fromStep)) : undefined;
  let now: string | null = null;
  if (ref && source && source.answer !== undefined) {
    try {
      now = literalText(readPath(source.answer, ref.$outputKey));
    } catch {
      now = null;
    }
  }
  return (
    <div className="space-y-1" role="group" aria-label={`Field ${name}`}>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {name}
          {props.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <Select
          aria-label={`How ${label} is given`}
          value={mode}
          onChange={(e) => setMode(e.target.value as BindingMode)}
        >
          <option value="value">Value</option>
          <option value="step" disabled={sources.length === 0}>
            From a step
          </option>
          <option value="template">Template</option>
        </Select>
      </div>
      {mode === "value" && (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={problems.length > 0}
            className="max-w-md"
            value={literalText(value)}
            placeholder={typeof schema?.description === "string" ? schema.description : ""}
            onChange={(e) => onChange(literalValue(e.target.value, schema))}
          />
          <Checkbox
            label={<span className="text-muted">Recipe input</span>}
            aria-label={`${label} is a recipe input`}
            checked={inputName !== null}
            onChange={(e) => props.onPromote(e.target.checked ? name : null)}
          />
          {inputName !== null && (
            <Input
              aria-label={`Input name for ${label}`}
              className="max-w-48"
              value={inputName}
              onChange={(e) => props.onPromote(e.target.value)}
            />
          )}
        </div>
      )}
      {ref && (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={`Source step of ${label}`}
            value={String(ref.$fromStep)}
            onChange={(e) => onChange({ ...ref, $fromStep: e.target.value })}
          >
            {sources.map((s) => (
              <option key={s.step.id} value={s.step.id}>
                {s.step.id} · {s.step.tool_name}
              </option>
            ))}
            {!source && <option value={String(ref.$fromStep)}>{String(ref.$fromStep)} (missing)</option>}
          </Select>
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={problems.length > 0}
            aria-label={`Output path for ${label}`}
            className="max-w-sm font-mono"
            list={`${id}-paths`}
            value={ref.$outputKey}
            onChange={(e) => onChange({ ...ref, $outputKey: e.target.value })}
          />
          <datalist id={`${id}-paths`}>
            {(source?.paths ?? []).map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <span
            className="rounded-full bg-surface-2 px-2 py-0.5 font-mono text-xs text-fg"
            aria-label={`${label} is bound`}
          >
            {String(ref.$fromStep)}.{ref.$outputKey}
            {now !== null ? ` = ${now}` : ""}
          </span>
        </div>
      )}
      {mode === "template" && (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={problems.length > 0}
          className="max-w-md font-mono"
          value={templateText(value)}
          placeholder="Text with {step-1.path.to.value}"
          onChange={(e) =>
            onChange(parseTemplate(e.target.value) ?? { $fromTemplateString: e.target.value, $values: [] })
          }
        />
      )}
      {problems.length > 0 && (
        <ul id={errorId} className="text-sm text-danger">
          {problems.map((p) => (
            <li key={p.message}>{p.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
