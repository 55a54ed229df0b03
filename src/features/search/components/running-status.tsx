import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useNow } from "../../../lib/use-now";

/** While a search or plan run is under way: what is happening, for how long, and a way out. */
export function RunningStatus({
  label,
  startedAt,
  onCancel,
}: {
  label: string;
  startedAt: number;
  onCancel: () => void;
}) {
  const now = useNow(100);
  const seconds = Math.max(0, now - startedAt) / 1000;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-surface-2 p-3 text-sm">
      <Spinner className="text-accent" />
      <span role="status">{label}</span>
      {/* Not a live region: a reader would hear the clock tick ten times a second. */}
      <span className="text-muted tabular-nums">
        <span className="sr-only">Elapsed: </span>
        {seconds.toFixed(1)} s
      </span>
      <Button variant="danger" size="sm" onClick={onCancel} className="ml-auto">
        Cancel
      </Button>
    </div>
  );
}

/** After Cancel: the request is gone, but the service may have finished the work and charged for it. */
export function CancelledNotice() {
  return (
    <p role="status" className="rounded-md border-l-4 border-warning bg-warning-soft p-3 text-sm text-fg">
      Cancelled. The request was aborted, but the service may already have run it:{" "}
      <strong>credits may still be spent</strong>. The balance shows it at its next refresh.
    </p>
  );
}
