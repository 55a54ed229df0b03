import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { callRecordQueries } from "../../../lib/call-records/call-record-queries";
import { KIND_LABELS } from "../model/spend-filters";
import { timeText } from "./charge-list";

// Bigints (credits inside outputs) have no JSON form: shown as their digits.
const json = (value: unknown) => {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2) ?? "";
  } catch {
    return String(value);
  }
};

/**
 * A charge's stored answer, read from this browser's call records: opening it sends no request, so
 * looking at an old answer again costs nothing.
 */
export function ChargeDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const record = useQuery({ ...callRecordQueries.detail(id ?? ""), enabled: id !== null });
  const call = record.data;
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      aria-labelledby="charge-title"
      className="m-auto max-h-[85dvh] w-[min(48rem,calc(100vw-1rem))] overflow-auto p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="charge-title" className="min-w-0 text-base font-semibold break-words">
          {call ? `${KIND_LABELS[call.kind]}: ${call.subject}` : "Stored answer"}
        </h2>
        <Button size="sm" variant="secondary" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>
      {record.isPending ? (
        <p className="mt-3 text-sm text-muted">Reading the stored answer…</p>
      ) : !call ? (
        <p className="mt-3 text-sm text-muted">This answer is no longer kept in this browser.</p>
      ) : (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-muted">
            {timeText(call.at)} · {call.vertical ?? "no vertical"} · {call.ref ?? "no reference"} ·{" "}
            {call.outcome}
          </p>
          {call.error ? <p className="text-danger">{call.error}</p> : null}
          <section aria-label="Input">
            <h3 className="font-semibold">Input</h3>
            <pre className="mt-1 max-h-40 overflow-auto rounded-md bg-surface-2 p-2 text-xs">
              {json(call.input)}
            </pre>
          </section>
          <section aria-label="Stored answer">
            <h3 className="font-semibold">Answer</h3>
            <pre className="mt-1 max-h-96 overflow-auto rounded-md bg-surface-2 p-2 text-xs">
              {json(call.output)}
            </pre>
          </section>
        </div>
      )}
    </Dialog>
  );
}
