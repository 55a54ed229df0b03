import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { HASH_PROBLEM, HashInput } from "../../../components/ui/hash-input";
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
    if (hash === null) return setProblem(HASH_PROBLEM);
    setProblem(null);
    setValue("");
    onHash(hash);
  };
  return (
    <form className="w-full" onSubmit={submit} noValidate>
      <HashInput
        label={label}
        value={value}
        onValueChange={setValue}
        problem={problem}
        action={
          <Button size="sm" type="submit" variant="secondary">
            {submitText}
          </Button>
        }
      />
    </form>
  );
}
