import { useId } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import type { SearchOptions } from "../model/history-schema";
import { CheckField } from "./check-field";

type RunFields = Pick<
  SearchOptions,
  "summarize" | "model" | "instruction" | "includeRawData" | "includePlanning" | "deterministic"
>;

interface RunOptionsFieldsProps {
  value: RunFields;
  onChange: (next: Partial<RunFields>) => void;
  disabled?: boolean;
  /** Off in plan mode: the plan is already made when it runs. */
  showDeterministic?: boolean;
}

/** How a search (or a plan run) answers: summary, raw data, planning block. */
export function RunOptionsFields({
  value,
  onChange,
  disabled,
  showDeterministic = true,
}: RunOptionsFieldsProps) {
  const modelId = useId();
  const instructionId = useId();
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold text-fg">Options</legend>
      <CheckField
        label="Summarize"
        hint="A markdown answer written from the data."
        checked={value.summarize}
        onChange={(summarize) => onChange({ summarize })}
      />
      {value.summarize ? (
        <div className="grid gap-3 pl-6 sm:grid-cols-[12rem_1fr]">
          <div className="space-y-1">
            <Label htmlFor={modelId}>Model</Label>
            <Select
              id={modelId}
              className="w-full"
              value={value.model}
              onChange={(event) =>
                onChange({ model: event.currentTarget.value === "kirha-flash" ? "kirha-flash" : "kirha" })
              }
            >
              <option value="kirha">kirha (quality)</option>
              <option value="kirha-flash">kirha-flash (speed)</option>
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor={instructionId}>Instruction</Label>
            <Input
              id={instructionId}
              value={value.instruction}
              placeholder="e.g. answer as a bullet list"
              onChange={(event) => onChange({ instruction: event.currentTarget.value })}
            />
          </div>
        </div>
      ) : null}
      <CheckField
        label="Include raw data"
        hint="Every step's output, with the parameters it ran with."
        checked={value.includeRawData}
        onChange={(includeRawData) => onChange({ includeRawData })}
      />
      <CheckField
        label="Include planning"
        hint="The steps, their reasoning and how they reference each other."
        checked={value.includePlanning}
        onChange={(includePlanning) => onChange({ includePlanning })}
      />
      {showDeterministic ? (
        <CheckField
          label="Deterministic planning"
          hint="The same query and vertical always give the same plan and signature."
          checked={value.deterministic}
          onChange={(deterministic) => onChange({ deterministic })}
        />
      ) : null}
    </fieldset>
  );
}
