import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Select } from "../../../components/ui/select";
import { Spinner } from "../../../components/ui/spinner";
import type { Connection } from "../../../lib/connection/connection";
import { formatInteger, formatUnits } from "../../../lib/format";
import { topUpMutations } from "../api/topup-queries";
import type { TopUpInvoice } from "../api/top-up-invoice";
import type { TopUpCurrency, TopUpSetup } from "../model/top-up-setup";
import { ErrorHelp } from "./error-help";

interface QuoteFormProps {
  connection: Connection;
  setup: TopUpSetup;
  onQuote: (invoice: TopUpInvoice) => void;
  /** What the form asks for now (credits null while invalid), so an older quote can be marked out of date. */
  onDraft?: (draft: QuoteDraft) => void;
  /** True when an open invoice already quotes exactly this (and is shown instead of a new one). */
  showOpen?: (draft: { currencyId: string; credits: bigint }) => boolean;
}

export interface QuoteDraft {
  currencyId: string;
  credits: bigint | null;
}

// JavaScript numbers stay exact below 2^53; the service's own maximum is usually far lower.
const HARD_MAX = BigInt(Number.MAX_SAFE_INTEGER);

export function QuoteForm({ connection, setup, onQuote, onDraft, showOpen }: QuoteFormProps) {
  const ids = { currency: useId(), credits: useId(), hint: useId(), problem: useId() };
  const [currencyId, setCurrencyId] = useState(setup.currencies[0]?.id ?? "");
  const [credits, setCredits] = useState("1000");
  const [touched, setTouched] = useState(false);
  const create = useMutation(topUpMutations.create(connection));
  const max = setup.maxCredits === null ? HARD_MAX : BigInt(setup.maxCredits);
  const problem = creditsProblem(credits, max);
  const parsed = problem === null ? parseCredits(credits) : null;
  useEffect(() => onDraft?.({ currencyId, credits: parsed }), [onDraft, currencyId, parsed]);
  const currency = setup.currencies.find((c) => c.id === currencyId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem !== null) return;
    if (parsed === null) return;
    if (showOpen?.({ currencyId, credits: parsed })) return;
    create.mutate({ currencyId, credits: parsed }, { onSuccess: onQuote });
  };

  return (
    <Card aria-labelledby={`${ids.currency}-title`}>
      <CardTitle id={`${ids.currency}-title`}>1. Choose an amount</CardTitle>
      <CardDescription>
        The quote is an invoice for an exact amount; it does not charge anything.
      </CardDescription>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
        onSubmit={submit}
        noValidate
      >
        <div className="grid gap-1">
          <Label htmlFor={ids.currency}>Currency</Label>
          <Select
            id={ids.currency}
            value={currencyId}
            onChange={(event) => setCurrencyId(event.target.value)}
          >
            {setup.currencies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.symbol}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.credits}>Credits</Label>
          <Input
            id={ids.credits}
            inputMode="numeric"
            autoComplete="off"
            value={credits}
            onChange={(event) => setCredits(event.target.value)}
            onBlur={() => setTouched(true)}
            aria-invalid={touched && problem !== null}
            aria-describedby={touched && problem ? `${ids.hint} ${ids.problem}` : ids.hint}
          />
          <p id={ids.hint} className="text-xs text-muted">
            A whole number from 1 to {formatInteger(max)}.
          </p>
          {currency ? <PriceLine currency={currency} /> : null}
          {touched && problem ? (
            <p id={ids.problem} className="text-xs text-danger">
              {problem}
            </p>
          ) : null}
        </div>
        <Button type="submit" className="sm:mt-6" disabled={create.isPending || currencyId === ""}>
          {create.isPending ? <Spinner /> : null}
          Get quote
        </Button>
      </form>
      {create.error ? <ErrorHelp error={create.error} className="mt-4" /> : null}
    </Card>
  );
}

/** Digits, or digits grouped by commas the way the app prints them ("1,000"); null otherwise. */
export function parseCredits(raw: string): bigint | null {
  const value = raw.trim();
  if (/^\d+$/.test(value)) return BigInt(value);
  if (/^\d{1,3}(,\d{3})+$/.test(value)) return BigInt(value.replace(/,/g, ""));
  return null;
}

function PriceLine({ currency }: { currency: TopUpCurrency }) {
  if (currency.creditsPerUnit === null)
    return <p className="text-xs text-muted">The price in {currency.symbol} is shown with the quote.</p>;
  const unit = 10n ** BigInt(currency.decimals);
  const perCredit = currency.creditsPerUnit > 0n && unit % currency.creditsPerUnit === 0n;
  return (
    <p className="text-xs text-muted" data-testid="price-per-credit">
      Price: {formatInteger(currency.creditsPerUnit)} credits per {currency.symbol}
      {perCredit
        ? `, so 1 credit costs ${formatUnits(unit / currency.creditsPerUnit, currency.decimals)} ${currency.symbol}`
        : ""}
      .
    </p>
  );
}

export function creditsProblem(raw: string, max: bigint): string | null {
  const value = raw.trim();
  if (value === "") return "Enter a number of credits.";
  const credits = parseCredits(value);
  if (credits === null) return "Use whole numbers only, like 1000 or 1,000.";
  if (credits < 1n) return "Buy at least 1 credit.";
  if (credits > max) return `At most ${formatInteger(max)} credits per invoice.`;
  return null;
}
