import { formatCredits, formatInteger } from "../../../lib/format";
import { KIND_LABELS } from "../model/spend-filters";
import type { SpendRow } from "../model/spend-rows";
import { breakdown, type Share } from "../model/spend-summary";

function ShareTable({ title, shares }: { title: string; shares: readonly Share[] }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-2 text-sm font-semibold text-fg">{title}</h3>
      {shares.length === 0 ? (
        <p className="text-sm text-muted">None in this range.</p>
      ) : (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">Credits</th>
              <th scope="col">Calls</th>
            </tr>
          </thead>
          <tbody>
            {shares.map((share) => (
              <tr key={share.key} className="border-t border-border">
                <th
                  scope="row"
                  className="py-1 pr-2 text-left font-normal break-words text-fg [overflow-wrap:anywhere]"
                >
                  {share.key}
                </th>
                <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">
                  {formatCredits(share.credits)}
                </td>
                <td className="py-1 text-right whitespace-nowrap text-muted tabular-nums">
                  {formatInteger(share.calls)} {share.calls === 1 ? "call" : "calls"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Where the credits went in the rows shown: by kind, by vertical, by tool. */
export function SpendBreakdowns({ rows }: { rows: readonly SpendRow[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ShareTable title="By kind" shares={breakdown(rows, (row) => KIND_LABELS[row.kind])} />
      <ShareTable title="By vertical" shares={breakdown(rows, (row) => row.vertical ?? "not recorded")} />
      <ShareTable
        title="By tool"
        shares={breakdown(rows, (row) => (row.kind === "tool" ? row.subject : null))}
      />
    </div>
  );
}
