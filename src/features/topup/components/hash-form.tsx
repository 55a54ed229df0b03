import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { hashFromText } from "../model/hash-text";

interface HashFormProps {
  label: string;
  submitText: string;
  onHash: (hash: string) => void;
  /** Collapsed behind a button until asked for, as in a list row. */
  compact?: boolean;
  openText?: string;
  initial?: string;
}

/** One transaction-hash field with its format check; nothing is sent until the hash looks right. */
export function HashForm({
  label,
  submitText,
  onHash,
  compact = false,
  openText = "Paste a hash",
  initial = "",
}: HashFormProps) {
  const id = useId();
  const [open, setOpen] = useState(!compact);
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {openText}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hash = hashFromText(value);
    if (hash === null) {
      setProblem(
        "A transaction hash is 0x followed by 64 hexadecimal characters (an explorer link to it works too).",
      );
      return;
    }
    setProblem(null);
    setValue("");
    onHash(hash);
  };
  return (
    <form className="grid w-full gap-1" onSubmit={submit} noValidate>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          className="min-w-0 flex-1 font-mono"
          placeholder="0x…"
          value={value}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button size="sm" type="submit" variant="secondary">
          {submitText}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
