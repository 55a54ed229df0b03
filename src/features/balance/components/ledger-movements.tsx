import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { BalanceChart } from "./balance-chart";
import { movementLink, overpaidText } from "../model/movement-link";
import { MovementNote, MovementRows } from "./movement-rows";

/** What a charge bought, as the service names it (its subject, and the vertical when there is one). */
function bought(m: LedgerMovement, quoted: boolean): string | null {
  if (m.subject === null || m.subject === "") return null;
  const subject = quoted ? `\u201c${m.subject}\u201d` : m.subject;
  return m.vertical === null || m.vertical === "" ? subject : `${subject} (${m.vertical})`;
}

/** What caused a movement, in words, from the service's own record of it: what it bought, else its id. */
export function ledgerCause(m: LedgerMovement): string {
  const ref = m.ref ?? "";
  switch (m.kind) {
    case "top_up": {
      const over = overpaidText(m);
      return over === null ? `Top-up of invoice ${ref}` : `Top-up of invoice ${ref}: ${over}`;
    }
    case "reversal":
      return `Top-up of invoice ${ref} reversed`;
    case "search":
      return `Search ${bought(m, true) ?? `(plan ${ref})`}`;
    case "plan_run":
      return `Plan run ${bought(m, true) ?? ref}`;
    case "tool":
      return `Tool run ${bought(m, false) ?? ref}`;
    case "task":
      return `Research task ${bought(m, true) ?? ref}`;
    case "subscription":
      // The reference service also files an account's opening balance (both parts) under it.
      return "Subscription or opening credits";
  }
}

/** The service's movements (every device's), newest first, each with its cause. */
export function LedgerMovements({
  movements,
  end,
  storedByRef,
}: {
  movements: readonly LedgerMovement[];
  end: number;
  /** This browser's stored answers: call record id by the ref its call received; null until read. */
  storedByRef: ReadonlyMap<string, string> | null;
}) {
  const points = [...movements].reverse().map((m) => ({ at: Date.parse(m.at), total: m.balanceAfter }));
  const rows = movements.slice(0, 20).map((m) => ({
    at: Date.parse(m.at),
    delta: m.credits,
    total: m.balanceAfter,
    cause: ledgerCause(m),
    link: movementLink(m, storedByRef),
  }));
  return (
    <div className="grid gap-3 text-sm">
      <BalanceChart points={points} end={end} />
      <MovementRows rows={rows} empty="No movement yet." />
      <MovementNote>From the service&apos;s ledger: every device&apos;s movements.</MovementNote>
    </div>
  );
}
