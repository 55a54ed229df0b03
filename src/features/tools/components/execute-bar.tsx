import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatCredits } from "../../../lib/format";
import type { FieldIssue } from "../form/schema-errors";

interface ExecuteBarProps {
  price: number | null;
  issues: FieldIssue[];
  pending: boolean;
  onExecute: () => void;
}

/** The cost is on the button itself: nobody spends credits without having read the price. */
export function ExecuteBar({ price, issues, pending, onExecute }: ExecuteBarProps) {
  const cost = price === null ? "price unknown" : formatCredits(price);
  const first = issues[0];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        onClick={onExecute}
        disabled={issues.length > 0 || pending}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {pending ? <Spinner /> : null}
        {pending ? "Running…" : `Execute · ${cost}`}
      </Button>
      <span className="text-xs text-muted">⌘/Ctrl + Enter</span>
      {first ? (
        <p className="text-sm text-danger" role="status">
          {issues.length === 1 ? "1 field to fix" : `${issues.length} fields to fix`}:{" "}
          {first.path.join(".") || "input"} — {first.message}
        </p>
      ) : null}
    </div>
  );
}
