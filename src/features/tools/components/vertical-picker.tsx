import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";

const OTHER = "__other";

interface VerticalPickerProps {
  value: string;
  /** What the connection is known to have (lib/connection/known-verticals.ts). */
  verticals: readonly string[];
  onChange: (vertical: string) => void;
}

/** The connection's verticals, plus any other id the service may know. */
export function VerticalPicker({ value, verticals, onChange }: VerticalPickerProps) {
  const selectId = useId();
  const otherId = useId();
  const known = verticals.includes(value);
  const [typing, setTyping] = useState(!known);
  const [draft, setDraft] = useState(known ? "" : value);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-fg">
          Vertical
        </label>
        <Select
          id={selectId}
          value={typing ? OTHER : value}
          onChange={(event) => {
            const next = event.target.value;
            setTyping(next === OTHER);
            if (next !== OTHER) onChange(next);
          }}
        >
          {verticals.map((vertical) => (
            <option key={vertical} value={vertical}>
              {vertical}
            </option>
          ))}
          <option value={OTHER}>Other…</option>
        </Select>
      </div>
      {typing ? (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (draft.trim() !== "") onChange(draft.trim());
          }}
        >
          <div className="space-y-1">
            <label htmlFor={otherId} className="block text-sm font-medium text-fg">
              Vertical id
            </label>
            <Input id={otherId} value={draft} onChange={(event) => setDraft(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary">
            Load
          </Button>
        </form>
      ) : null}
    </div>
  );
}
