import { formatCredits } from "../../../lib/format";
import type { AccountBlock, Usage } from "../api/search-blocks";

/** Estimated vs consumed, and the balance the service reported right after charging. */
export function UsageSummary({ usage, account }: { usage: Usage | null; account: AccountBlock | null }) {
  const items: Array<[string, string]> = [];
  if (usage) {
    items.push(["Estimated", formatCredits(usage.estimated)]);
    items.push(["Consumed", formatCredits(usage.consumed)]);
  }
  if (account) items.push(["Balance after", formatCredits(account.balance)]);
  if (items.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-muted">{term}</dt>
          <dd className="font-semibold text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
