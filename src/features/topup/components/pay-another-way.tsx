import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { HASH_PROBLEM, HashInput } from "../../../components/ui/hash-input";
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
  const [hash, setHash] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = hashFromText(hash);
    if (value === null) return setProblem(HASH_PROBLEM);
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
      <HashInput
        label="Transaction hash"
        value={hash}
        onValueChange={setHash}
        problem={problem}
        hint="Paid from another wallet or an exchange? Paste the hash of that transfer; the service checks it on chain."
        action={
          <Button type="submit" variant="secondary">
            Check payment
          </Button>
        }
      />
      <WhitelistNote />
    </form>
  );
}
