import { useId, useMemo, useState } from "react";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { isHttpUrl } from "../../../lib/connection/profiles";
import { useRegisterUrlDraft } from "../hooks/use-url-drafts";

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
  // An empty field is only an error once something needs it (a test was asked for).
  const [emptyShown, setEmptyShown] = useState(false);
  const invalid = draft.trim() !== "" && !isHttpUrl(draft.trim());
  const empty = draft.trim() === "" && emptyShown;

  // The Test button refuses while this field holds text that is not an address: testing would otherwise
  // ask the previously committed URL and report on something the user is no longer looking at.
  const check = useMemo(
    () => ({
      label,
      problem: () => {
        const text = draft.trim();
        if (text === "") return `enter the ${label}`;
        return isHttpUrl(text) ? null : `the ${label} “${text}” is not a full http:// or https:// address`;
      },
      reveal: () => {
        setEmptyShown(true);
        document.getElementById(id)?.focus();
      },
    }),
    [label, draft, id],
  );
  useRegisterUrlDraft(check);

  const commit = () => {
    const next = draft.trim().replace(/\/+$/, "");
    if (!invalid && next !== value) onCommit(next);
  };
  const error = invalid ? "Enter a full http:// or https:// address." : empty ? `Enter the ${label}.` : null;

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
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? `${id}-error` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
      {error !== null ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
