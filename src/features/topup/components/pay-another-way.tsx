import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { TopUpInvoice } from "../api/top-up-invoice";
import { pendingInvoiceOf, pendingStore } from "../model/pending-store";
import type { TopUpCurrency } from "../model/top-up-setup";
import { hashFromText } from "../model/hash-text";
import { WhitelistNote } from "./whitelist-note";

interface PayAnotherWayProps {
  invoice: TopUpInvoice;
  currency: TopUpCurrency;
  billingBaseUrl: string;
}

/** For a payment made from any other wallet or exchange: the hash is checked by the service. */
export function PayAnotherWay({ invoice, currency, billingBaseUrl }: PayAnotherWayProps) {
  const ids = { input: useId(), hint: useId(), problem: useId() };
  const [hash, setHash] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = hashFromText(hash);
    if (value === null) {
      setProblem(
        "A transaction hash is 0x followed by 64 hexadecimal characters (an explorer link to it works too).",
      );
      return;
    }
    setProblem(null);
    pendingStore.save({
      invoice: pendingInvoiceOf(invoice),
      billingBaseUrl,
      chainId: currency.chainId,
      hash: value,
      from: null,
      nonce: null,
      to: null,
      value: "0",
      input: "0x",
      token: currency.token,
      time: Date.now(),
    });
  };

  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <Label htmlFor={ids.input}>Transaction hash</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={ids.input}
          className="min-w-0 flex-1 font-mono"
          placeholder="0x…"
          autoComplete="off"
          spellCheck={false}
          value={hash}
          onChange={(event) => setHash(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${ids.hint} ${ids.problem}` : ids.hint}
        />
        <Button type="submit" variant="secondary">
          Check payment
        </Button>
      </div>
      <p id={ids.hint} className="text-xs text-muted">
        Paid from another wallet or an exchange? Paste the hash of that transfer; the service checks it on
        chain.
      </p>
      <WhitelistNote />
      {problem ? (
        <p id={ids.problem} className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
