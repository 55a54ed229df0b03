import { formatInteger } from "../../../lib/format";
import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { BalanceChart, dateTime } from "./balance-chart";
import { formatCreditDelta } from "./credit-format";

/** What caused a movement, in words, from the service's own record of it. */
export function ledgerCause(m: LedgerMovement): string {
  const ref = m.ref ?? "";
  switch (m.kind) {
    case "top_up":
      return `Top-up of invoice ${ref}`;
    case "reversal":
      return `Top-up of invoice ${ref} reversed`;
    case "search":
      return `Search (plan ${ref})`;
    case "plan_run":
      return `Plan run ${ref}`;
    case "tool":
      return `Tool run ${ref}`;
    case "task":
      return `Research task ${ref}`;
    case "subscription":
      // The reference service also files an account's opening balance (both parts) under it.
      return "Subscription or opening credits";
  }
}

/** The service's movements (every device's), newest first, each with its cause. */
export function LedgerMovements({ movements, end }: { movements: readonly LedgerMovement[]; end: number }) {
  const points = [...movements].reverse().map((m) => ({ at: Date.parse(m.at), total: m.balanceAfter }));
  return (
    <div className="grid gap-3 text-sm">
      <BalanceChart points={points} end={end} />
      {movements.length === 0 ? (
        <p className="text-muted">No movement yet.</p>
      ) : (
        <ul aria-label="Movements" className="grid gap-1 tabular-nums">
          {movements.slice(0, 20).map((m) => (
            <li key={m.id} className="flex flex-wrap gap-x-2">
              <span className="text-muted">{dateTime(Date.parse(m.at))}</span>
              <span className="font-medium">{formatCreditDelta(m.credits)}</span>
              <span className="text-muted">→ {formatInteger(m.balanceAfter)}</span>
              <span>{ledgerCause(m)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted">From the service&apos;s ledger: every device&apos;s movements.</p>
    </div>
  );
}
