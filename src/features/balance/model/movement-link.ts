import { paths } from "../../../app/paths";
import type { LedgerMovement } from "../../../lib/account-ledger/list-ledger";
import { formatUnits } from "../../../lib/format";

/** Where a movement's call can be opened, or why it cannot be from this browser. */
export type MovementLink = { to: string; text: string } | { note: string } | null;

/**
 * A movement of the service's ledger → its call: the invoice on Top up, the plan, the task, or the
 * answer this browser stored (`storedByRef`: call record id by the ref the call received). A search or
 * tool run whose answer is not kept here says so instead of offering a link that opens nothing; until
 * this browser's answers are read (`storedByRef` null), it says nothing rather than guess.
 */
export function movementLink(
  m: LedgerMovement,
  storedByRef: ReadonlyMap<string, string> | null,
): MovementLink {
  const ref = m.ref;
  if (ref === null || ref === "") return null;
  switch (m.kind) {
    case "top_up":
    case "reversal":
      return { to: paths.topup({ invoice: ref }), text: `Open invoice ${ref}` };
    case "plan_run":
      return { to: paths.plan(ref), text: `Open plan ${ref}` };
    case "task":
      return { to: paths.task(ref), text: `Open task ${ref}` };
    case "search":
    case "tool": {
      if (storedByRef === null) return null;
      const stored = storedByRef.get(ref);
      return stored === undefined
        ? { note: "answer kept on another device" }
        : { to: paths.spending({ open: stored }), text: "Open the stored answer" };
    }
    case "subscription":
      return null;
  }
}

/** A top-up's excess as the service answered it, in human and smallest units. */
export function overpaidText(m: LedgerMovement): string | null {
  const over = m.overpaid;
  if (over === null || over.amount === 0n) return null;
  const symbol = over.currencyId.toUpperCase();
  return `${formatUnits(over.amount, over.decimals)} ${symbol} overpaid (${over.amount.toString()} smallest units)`;
}
