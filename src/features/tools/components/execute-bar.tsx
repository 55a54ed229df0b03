import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatCredits } from "../../../lib/format";
import { fieldAnchor, focusIssue } from "../model/focus-field";
import type { FieldIssue } from "../model/schema-errors";

interface ExecuteBarProps {
  price: number | null;
  /** The issues the user should see now (every one after a try to execute). */
  issues: FieldIssue[];
  /** Execute cannot be pressed (JSON that does not parse or validate, a call in flight). */
  disabled: boolean;
  pending: boolean;
  onExecute: () => void;
  /** Takes a field the schema does not allow out of the input (it has no control in the form). */
  onRemoveField?: (path: readonly string[], name: string) => void;
}

/** The cost is on the button itself: nobody spends credits without having read the price. */
export function ExecuteBar({ price, issues, disabled, pending, onExecute, onRemoveField }: ExecuteBarProps) {
  const cost = price === null ? "price unknown" : formatCredits(price);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={onExecute}
          disabled={disabled || pending}
          aria-keyshortcuts="Control+Enter Meta+Enter"
        >
          {pending ? <Spinner /> : null}
          {pending ? "Running…" : `Execute · ${cost}`}
        </Button>
        <span className="text-xs text-muted">⌘/Ctrl + Enter</span>
      </div>
      <div aria-live="polite">
        {issues.length > 0 ? (
          <nav aria-label="Fields to fix" className="text-sm text-danger">
            <p>{issues.length === 1 ? "1 field to fix:" : `${issues.length} fields to fix:`}</p>
            <ul className="list-disc pl-5">
              {issues.map((issue) => {
                const name = issue.path.join(".") || "input";
                return (
                  <li key={`${issue.path.join("\u0000")}\u0000${issue.message}`}>
                    <a
                      href={`#${fieldAnchor(issue.path)}`}
                      className="break-words text-danger underline underline-offset-2"
                      onClick={(event) => {
                        event.preventDefault();
                        focusIssue(issue.path);
                      }}
                    >
                      {name} — {issue.message}
                    </a>
                    {issue.unknownField !== undefined && onRemoveField ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        className="ml-2"
                        onClick={() => onRemoveField(issue.path, issue.unknownField ?? "")}
                      >
                        Remove unknown field {issue.unknownField}
                      </Button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
