import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { formatCredits } from "../../../lib/format";
import { KIND_LABELS } from "../model/spend-filters";
import type { SpendRow } from "../model/spend-rows";
import { creditsText, timeText } from "./charge-list";

/** Where a call made elsewhere can still be read here: a plan or a task is kept by the service. */
function callLink(row: SpendRow): { to: string; text: string } | null {
  if (row.ref === null) return null;
  if (row.kind === "task") return { to: paths.task(row.ref), text: "Open the task" };
  if (row.kind === "plan_run") return { to: paths.plan(row.ref), text: "Open the plan" };
  return null;
}

/** A charge of a call made on another device: what the ledger says it bought, each of its charges. */
export function LedgerChargeDetail({ row, onClose }: { row: SpendRow | null; onClose: () => void }) {
  const link = row ? callLink(row) : null;
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      aria-labelledby="ledger-charge-title"
      className="m-auto max-h-[85dvh] w-[min(40rem,calc(100vw-1rem))] overflow-auto p-4"
    >
      {row ? (
        <>
          <div className="flex items-start justify-between gap-3">
            <h2 id="ledger-charge-title" className="min-w-0 text-base font-semibold break-words">
              {KIND_LABELS[row.kind]}: {row.subject}
            </h2>
            <Button size="sm" variant="secondary" onClick={onClose} autoFocus>
              Close
            </Button>
          </div>
          <div className="mt-3 space-y-3 text-sm">
            <p className="text-muted break-words">
              {timeText(row.at)} · {row.vertical ?? "no vertical"} · {creditsText(row)} ·{" "}
              {row.ref ?? "no reference"}
            </p>
            <p>
              The answer is kept on another device: this browser has only the ledger's record of the charge.
            </p>
            {link ? (
              <Link className="underline" to={link.to}>
                {link.text}
              </Link>
            ) : null}
            {row.parts.length > 1 ? (
              <section aria-label="Charges of this call">
                <h3 className="font-semibold">{row.parts.length} charges</h3>
                <ul className="mt-1 space-y-1">
                  {row.parts.map((part) => (
                    <li key={part.id} className="flex justify-between gap-3 tabular-nums">
                      <span>
                        {timeText(part.at)} · {part.vertical ?? "no vertical"}
                      </span>
                      <span>{formatCredits(part.credits)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
