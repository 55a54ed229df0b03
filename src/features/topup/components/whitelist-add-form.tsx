import { useId, useState, type FormEvent } from "react";
import { getAddress, isAddress, type Address } from "viem";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

interface WhitelistAddFormProps {
  onAdd: (address: Address) => Promise<unknown>;
  pending: boolean;
  /** What the list already holds: adding one of these again is said, not sent. */
  listed?: readonly Address[];
}

/** Checks what viem can check before asking the service: 0x + 40 hex digits, and a valid checksum. */
export function validateAddress(
  raw: string,
  listed: readonly Address[] = [],
): { address: Address } | { error: string } {
  const text = raw.trim();
  if (text === "") return { error: "Enter an address." };
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) {
    return { error: "An address is 0x followed by 40 hexadecimal digits (0-9, a-f)." };
  }
  // EIP-55: one case throughout carries no checksum (viem's strict isAddress refuses all-uppercase).
  if (!/^0x(?:[0-9a-f]{40}|[0-9A-F]{40})$/.test(text) && !isAddress(text)) {
    return { error: "The upper/lower case letters do not match the address's checksum; check for a typo." };
  }
  const address = getAddress(text);
  if (/^0x0{40}$/.test(address))
    return {
      error: "That is the zero address, which no one can send from; enter the paying wallet's address.",
    };
  if (listed.some((a) => a.toLowerCase() === address.toLowerCase()))
    return { error: `${address} is already listed.` };
  return { address };
}

export function WhitelistAddForm({ onAdd, pending, listed = [] }: WhitelistAddFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateAddress(draft, listed);
    if ("error" in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    try {
      await onAdd(checked.address);
      setDraft("");
    } catch {
      // The manager shows the service's answer; the draft stays so nothing typed is lost.
    }
  };

  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)} noValidate>
      <Label htmlFor={inputId}>Address to add</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          className="min-w-0 flex-1 basis-64 font-mono"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
        />
        <Button type="submit" disabled={pending}>
          {pending ? "Adding…" : "Add"}
        </Button>
      </div>
      {error !== null && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
