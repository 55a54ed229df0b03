import { useId, useState } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { isHttpUrl } from "../../../lib/connection/profiles";

interface BaseUrlFieldProps {
  label: string;
  value: string;
  placeholder: string;
  onCommit: (value: string) => void;
}

/**
 * Commits on blur (or Enter), not per keystroke: every committed URL is a new connection identity,
 * and half-typed hosts would each start their own failing requests.
 */
export function BaseUrlField({ label, value, placeholder, onCommit }: BaseUrlFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const invalid = draft.trim() !== "" && !isHttpUrl(draft.trim());

  const commit = () => {
    const next = draft.trim().replace(/\/+$/, "");
    if (!invalid && next !== value) onCommit(next);
  };

  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          Enter a full http:// or https:// address.
        </p>
      ) : null}
    </div>
  );
}
