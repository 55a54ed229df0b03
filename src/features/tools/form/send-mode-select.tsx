import type { SendMode } from "./optional-modes";

const LABELS: Record<SendMode, string> = {
  value: "Send the value",
  omit: "Leave out",
  null: "Send null",
  empty: "Send empty string",
};

const OUTCOME: Record<Exclude<SendMode, "value">, string> = {
  omit: "Left out of the request.",
  null: "Sent as null.",
  empty: 'Sent as an empty string ("").',
};

export function SendModeSelect(props: { label: string; mode: SendMode; onChange: (mode: SendMode) => void }) {
  return (
    <select
      aria-label={`What to send for ${props.label}`}
      value={props.mode}
      onChange={(event) => props.onChange(event.target.value as SendMode)}
      className="h-7 rounded-md border border-border bg-surface px-1 text-xs text-muted"
    >
      {(Object.keys(LABELS) as SendMode[]).map((mode) => (
        <option key={mode} value={mode}>
          {LABELS[mode]}
        </option>
      ))}
    </select>
  );
}

export function SendModeOutcome({ mode, empty }: { mode: SendMode; empty: boolean }) {
  if (mode === "value") {
    return empty ? <p className="text-xs text-muted">Empty: left out of the request.</p> : null;
  }
  return <p className="text-sm text-muted italic">{OUTCOME[mode]}</p>;
}
