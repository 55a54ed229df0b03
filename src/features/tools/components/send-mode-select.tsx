import { Select } from "../../../components/ui/select";
import type { SendMode } from "../model/optional-modes";

const LABELS: Record<SendMode, string> = {
  value: "Send the value",
  omit: "Leave out",
  null: "Send null",
  empty: "Send empty string",
};
const MODES = Object.keys(LABELS) as SendMode[];

const OUTCOME: Record<Exclude<SendMode, "value">, string> = {
  omit: "Left out of the request.",
  null: "Sent as null.",
  empty: 'Sent as an empty string ("").',
};

/** The optional-field choice: what the request carries for this field. */
export function SendModeSelect(props: { label: string; mode: SendMode; onChange: (mode: SendMode) => void }) {
  return (
    <Select
      size="sm"
      aria-label={`What to send for ${props.label}`}
      value={props.mode}
      onChange={(event) => props.onChange(event.target.value as SendMode)}
    >
      {MODES.map((mode) => (
        <option key={mode} value={mode}>
          {LABELS[mode]}
        </option>
      ))}
    </Select>
  );
}

/** What happens to a field the user chose not to send as typed (an empty one: see ToolForm's note). */
export function SendModeOutcome({ mode }: { mode: SendMode }) {
  if (mode === "value") return null;
  return (
    <p data-keep className="text-sm text-muted italic">
      {OUTCOME[mode]}
    </p>
  );
}
