import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { formatCredits } from "../../../lib/format";
import type { SearchEntry } from "../model/history-schema";

interface RerunConfirmProps {
  entry: SearchEntry | null;
  onConfirm: (entry: SearchEntry) => void;
  onCancel: () => void;
}

/** "Run again" spends credits: the stored answer is already on the page, and this says what a new one costs. */
export function RerunConfirm({ entry, onConfirm, onCancel }: RerunConfirmProps) {
  const consumed = entry?.result?.usage?.consumed;
  const cost =
    consumed === undefined
      ? "an unknown number of credits"
      : `about ${formatCredits(consumed)} (what it cost last time)`;
  return (
    <Dialog
      open={entry !== null}
      onClose={onCancel}
      aria-labelledby="rerun-title"
      className="m-auto max-w-md p-6"
    >
      <h2 id="rerun-title" className="text-base font-semibold">
        Run this search again?
      </h2>
      <div className="mt-2 space-y-2 text-sm text-muted">
        <p>The stored answer is shown on the page; it cost nothing to open.</p>
        <p>A new search is a new paid call: expected cost {cost}.</p>
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => entry && onConfirm(entry)} autoFocus>
          Run again
        </Button>
      </div>
    </Dialog>
  );
}
