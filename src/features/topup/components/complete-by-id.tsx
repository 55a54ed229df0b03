import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { HASH_PROBLEM, HashInput } from "../../../components/ui/hash-input";
import { Label } from "../../../components/ui/label";
import { invoiceBook, type BookEntry } from "../model/invoice-book";
import type { TopUpSetup } from "../model/top-up-setup";
import { hashFromText } from "../model/hash-text";

interface CompleteByIdProps {
  profileId: string;
  billingBaseUrl: string;
  setup: TopUpSetup;
  onHash: (entry: BookEntry, hash: string) => void;
}

/** For an invoice created elsewhere (another browser, the API): id + hash, checked by the service. */
export function CompleteById({ profileId, billingBaseUrl, setup, onHash }: CompleteByIdProps) {
  const ids = { id: useId(), note: useId(), idProblem: useId() };
  const [invoiceId, setInvoiceId] = useState("");
  const [hash, setHash] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [idProblem, setIdProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = invoiceId.trim();
    const tx = hashFromText(hash);
    setIdProblem(id === "" ? "Enter the invoice id." : null);
    setProblem(tx === null ? HASH_PROBLEM : null);
    if (id === "" || tx === null) return;
    const known = invoiceBook.list(profileId).find((e) => e.id === id && e.billingBaseUrl === billingBaseUrl);
    const entry: BookEntry = known ?? {
      id,
      billingBaseUrl,
      currencyId: "",
      credits: "0",
      amount: null,
      decimals: null,
      destination: null,
      chainId: setup.chain.id,
      token: null,
      createdAt: Date.now(),
      outcomes: [],
      paid: null,
      byId: true,
      removedAt: null,
      excessSeen: false,
    };
    if (!known) invoiceBook.add(profileId, entry);
    onHash(entry, tx);
    setInvoiceId("");
    setHash("");
  };
  return (
    <details className="mt-4 border-t border-border pt-3">
      <summary className="cursor-pointer text-sm font-medium">Complete an invoice by id</summary>
      <form className="mt-3 grid gap-2" onSubmit={submit} noValidate aria-describedby={ids.note}>
        <p id={ids.note} className="text-xs text-muted">
          For an invoice created in another browser or through the API. The service checks the hash against
          the invoice as always; it offers no way to read an invoice by id, so its amount and destination are
          not shown here.
        </p>
        <Label htmlFor={ids.id}>Invoice id</Label>
        <Input
          id={ids.id}
          className="font-mono"
          autoComplete="off"
          spellCheck={false}
          value={invoiceId}
          onChange={(e) => setInvoiceId(e.target.value)}
          aria-invalid={idProblem ? true : undefined}
          aria-describedby={idProblem ? ids.idProblem : undefined}
        />
        {idProblem ? (
          <p id={ids.idProblem} className="text-xs text-danger">
            {idProblem}
          </p>
        ) : null}
        <HashInput
          label="Transaction hash of its payment"
          value={hash}
          onValueChange={setHash}
          problem={problem}
        />
        <Button type="submit" variant="secondary" className="justify-self-start">
          Complete invoice
        </Button>
      </form>
    </details>
  );
}
