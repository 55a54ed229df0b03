import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { remotePaymentSchema, remotePaymentStore, type RemotePayment } from "../model/remote-setup-store";

type Draft = Record<keyof RemotePayment, string>;

const FIELDS: { name: keyof RemotePayment; label: string; hint?: string }[] = [
  { name: "currencyId", label: "Currency id", hint: "As the service names it, e.g. eth" },
  { name: "symbol", label: "Symbol" },
  { name: "decimals", label: "Decimals" },
  { name: "token", label: "Token address", hint: "Empty for the chain's native coin" },
  { name: "chainId", label: "Chain id" },
  { name: "chainName", label: "Network name" },
  { name: "rpcUrl", label: "RPC URL" },
  { name: "explorerUrl", label: "Explorer URL", hint: "Optional" },
];

const toDraft = (value: RemotePayment): Draft => ({
  ...value,
  chainId: String(value.chainId),
  decimals: String(value.decimals),
  token: value.token ?? "",
  explorerUrl: value.explorerUrl ?? "",
});

/** Production and Custom only: which currency and chain the remote service is paid with. */
export function RemotePaymentForm({ value }: { value: RemotePayment }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));
  const [problem, setProblem] = useState<string | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(remotePaymentSchema, {
      ...draft,
      chainId: Number(draft.chainId),
      decimals: Number(draft.decimals),
      token: draft.token.trim() === "" ? null : draft.token.trim(),
      explorerUrl: draft.explorerUrl.trim() === "" ? null : draft.explorerUrl.trim(),
    });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = FIELDS.find((f) => f.name === issue.path?.[0]?.key)?.label ?? "A field";
      setProblem(`${field}: ${issue.message}`);
      return;
    }
    setProblem(null);
    remotePaymentStore.save(parsed.output);
  };

  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        Paid with {value.symbol} on {value.chainName} (chain id {value.chainId}) — change
      </summary>
      <form className="mt-3 grid gap-3 sm:grid-cols-2" onSubmit={save} noValidate>
        {FIELDS.map((field) => (
          <div key={field.name} className="grid gap-1">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.name}`}
              value={draft[field.name]}
              onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
              {...(field.hint ? { placeholder: field.hint } : {})}
            />
          </div>
        ))}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <Button type="submit" variant="secondary">
            Save payment network
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              remotePaymentStore.save(null);
              setDraft(toDraft(remotePaymentStore.get()));
            }}
          >
            Reset to ETH on Ethereum
          </Button>
        </div>
        <p role="status" className="text-xs text-danger sm:col-span-2">
          {problem ?? ""}
        </p>
      </form>
    </details>
  );
}
