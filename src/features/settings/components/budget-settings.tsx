import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Checkbox } from "../../../components/ui/checkbox";
import { Input } from "../../../components/ui/input";
import { useActiveConnection } from "../../../lib/connection/use-active-connection";
import { useBudgets, writeBudgets, type SpendBudgets } from "../../../lib/spend-guard-budgets";
import { askNotificationPermission, notificationsAvailable } from "../../../lib/spend-guard-notify";

type Limit = "lowBalance" | "dailyCap" | "confirmAbove";

const LIMITS: Array<{ name: Limit; on: string; amount: string }> = [
  { name: "lowBalance", on: "Show a banner when the balance is under", amount: "Low-balance threshold" },
  { name: "dailyCap", on: "Ask before spending past a daily cap", amount: "Daily cap" },
  { name: "confirmAbove", on: "Ask before any call above", amount: "Per-call limit" },
];

/** "1,000" → 1000n; null for anything but a whole number of at most 18 digits. */
export function parseCreditsText(text: string): bigint | null {
  const digits = text.trim().replaceAll(",", "");
  return /^\d{1,18}$/.test(digits) ? BigInt(digits) : null;
}

interface Draft {
  on: Record<Limit, boolean>;
  amount: Record<Limit, string>;
  warnBeforeLow: boolean;
  notify: boolean;
}

const draftOf = (budgets: SpendBudgets): Draft => ({
  on: {
    lowBalance: budgets.lowBalance !== null,
    dailyCap: budgets.dailyCap !== null,
    confirmAbove: budgets.confirmAbove !== null,
  },
  amount: {
    lowBalance: (budgets.lowBalance ?? 20n).toString(),
    dailyCap: (budgets.dailyCap ?? 100n).toString(),
    confirmAbove: (budgets.confirmAbove ?? 10n).toString(),
  },
  warnBeforeLow: budgets.warnBeforeLow,
  notify: budgets.notify,
});

/** The budgets of the active connection: edited as a draft, kept on Save. */
export function BudgetSettings() {
  const { profileId } = useActiveConnection();
  // Read for the draft's start; the form is keyed by profile, so a switch starts a new draft.
  const budgets = useBudgets(profileId);
  const [draft, setDraft] = useState(() => draftOf(budgets));
  const [saved, setSaved] = useState<string | null>(null);
  const id = useId();
  const invalid = (name: Limit) => draft.on[name] && parseCreditsText(draft.amount[name]) === null;
  const problems = LIMITS.filter((limit) => invalid(limit.name));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0) return;
    const value = (name: Limit) => (draft.on[name] ? parseCreditsText(draft.amount[name]) : null);
    // Without the browser's permission there is nothing to opt into: the box stays off and says so.
    const notify = draft.notify && (await askNotificationPermission());
    writeBudgets(profileId, {
      lowBalance: value("lowBalance"),
      warnBeforeLow: draft.warnBeforeLow,
      dailyCap: value("dailyCap"),
      confirmAbove: value("confirmAbove"),
      notify,
    });
    setDraft((d) => ({ ...d, notify }));
    setSaved(draft.notify && !notify ? "Saved; the browser did not allow notifications." : "Budgets saved.");
  };

  const set = (change: Partial<Draft>) => {
    setSaved(null);
    setDraft((d) => ({ ...d, ...change }));
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
      {LIMITS.map(({ name, on, amount }) => (
        <div key={name} className="flex flex-wrap items-center gap-2 text-sm">
          <Checkbox
            label={on}
            checked={draft.on[name]}
            onChange={(event) => set({ on: { ...draft.on, [name]: event.currentTarget.checked } })}
          />
          <Input
            aria-label={amount}
            inputMode="numeric"
            size="sm"
            // Input fills its row (w-full, which a width class cannot override): a cap keeps it short.
            className="max-w-28"
            disabled={!draft.on[name]}
            value={draft.amount[name]}
            aria-invalid={invalid(name)}
            aria-describedby={invalid(name) ? `${id}-${name}` : undefined}
            onChange={(event) => set({ amount: { ...draft.amount, [name]: event.currentTarget.value } })}
          />
          <span className="text-muted">credits</span>
          {invalid(name) ? (
            <span id={`${id}-${name}`} className="w-full text-xs text-danger">
              {amount}: write a whole number of credits.
            </span>
          ) : null}
        </div>
      ))}
      <Checkbox
        label="Also ask before a call whose price would take the balance under the threshold"
        checked={draft.warnBeforeLow}
        disabled={!draft.on.lowBalance}
        onChange={(event) => set({ warnBeforeLow: event.currentTarget.checked })}
      />
      <Checkbox
        label={`Browser notification when a research task ends or the balance falls under the threshold${
          notificationsAvailable() ? "" : " (not available in this browser)"
        }`}
        checked={draft.notify}
        disabled={!notificationsAvailable()}
        onChange={(event) => set({ notify: event.currentTarget.checked })}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={problems.length > 0}>
          Save budgets
        </Button>
        <p role="status" className="text-sm text-muted">
          {saved}
        </p>
      </div>
    </form>
  );
}
