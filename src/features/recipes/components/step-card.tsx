import { Button } from "../../../components/ui/button";
import { inputFields } from "../model/field-binding";
import type { RecipeInput, RecipeStep, ToolInfo } from "../model/recipe";
import type { StepState } from "../model/run-recipe";
import type { Problem } from "../model/validate-recipe";
import { FieldEditor } from "./field-editor";
import { StepResult } from "./step-result";

interface StepCardProps {
  step: RecipeStep;
  index: number;
  tool: ToolInfo | undefined;
  sources: Array<{ step: RecipeStep; answer: unknown; paths: string[] }>;
  problems: Problem[];
  inputs: RecipeInput[];
  state: StepState | undefined;
  canUp: boolean;
  canDown: boolean;
  busy: boolean;
  onChange: (step: RecipeStep) => void;
  onPromote: (field: string, name: string | null) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onRun: () => void;
  onUse: (path: string, value: unknown) => void;
}

/** One step of the composer: its tool, its fields bound to values, references or templates, its run. */
export function StepCard(props: StepCardProps) {
  const { step, index, tool, problems, state } = props;
  const fields = tool ? inputFields(tool.inputSchema) : [];
  const extra = Object.keys(step.parameters).filter((k) => !fields.some((f) => f.name === k));
  const stepProblems = problems.filter((p) => p.field === null || !fields.some((f) => f.name === p.field));
  const price = tool?.price ?? null;
  return (
    <li className="space-y-3 rounded-lg border border-border p-3" aria-label={`Step ${step.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-mono text-sm font-semibold text-fg">
          {step.id} · {step.tool_name}
        </h3>
        <span className="text-sm text-muted">
          {price === null ? "price unknown" : `${price} credit${price === 1 ? "" : "s"}`}
        </span>
        <div className="ml-auto flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            disabled={!props.canUp}
            onClick={() => props.onMove(index - 1)}
            aria-label={`Move ${step.id} up`}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={!props.canDown}
            onClick={() => props.onMove(index + 1)}
            aria-label={`Move ${step.id} down`}
          >
            ↓
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={props.busy || problems.length > 0}
            onClick={props.onRun}
          >
            Run {step.id}
          </Button>
          <Button size="sm" variant="danger" onClick={props.onRemove} aria-label={`Remove ${step.id}`}>
            Remove
          </Button>
        </div>
      </div>
      {stepProblems.length > 0 && (
        <ul className="text-sm text-danger" aria-label={`Problems of ${step.id}`}>
          {stepProblems.map((p) => (
            <li key={`${p.field ?? ""}${p.message}`}>{p.message}</li>
          ))}
        </ul>
      )}
      <div className="space-y-3">
        {fields.map((f) => (
          <FieldEditor
            key={f.name}
            stepId={step.id}
            name={f.name}
            schema={f.schema}
            required={f.required}
            value={step.parameters[f.name]}
            sources={props.sources}
            problems={problems.filter((p) => p.field === f.name)}
            inputName={props.inputs.find((i) => i.step === step.id && i.field === f.name)?.name ?? null}
            onChange={(value) => {
              const parameters = { ...step.parameters };
              if (value === undefined) delete parameters[f.name];
              else parameters[f.name] = value;
              props.onChange({ ...step, parameters });
            }}
            onPromote={(name) => props.onPromote(f.name, name)}
          />
        ))}
        {extra.length > 0 && <p className="text-sm text-muted">Also sent: {extra.join(", ")}</p>}
      </div>
      <StepResult
        stepId={step.id}
        toolName={step.tool_name}
        state={state}
        outputSchema={tool?.outputSchema ?? null}
        onUse={props.onUse}
      />
    </li>
  );
}
