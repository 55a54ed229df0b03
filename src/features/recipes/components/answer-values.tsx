import { Button } from "../../../components/ui/button";
import { leafPaths, literalText } from "../model/field-binding";

interface AnswerValuesProps {
  stepId: string;
  answer: unknown;
  onUse: (path: string, value: unknown) => void;
}

/** The answer's values by path, each one a button away from becoming another step's input. */
export function AnswerValues({ stepId, answer, onUse }: AnswerValuesProps) {
  const leaves = leafPaths(answer, 60);
  if (leaves.length === 0) return null;
  return (
    <details className="rounded-md border border-border p-2" open>
      <summary className="cursor-pointer text-sm font-medium text-fg">Values of {stepId}</summary>
      <ul className="mt-2 max-h-72 space-y-1 overflow-auto" aria-label={`Values of ${stepId}`}>
        {leaves.map((leaf) => (
          <li key={leaf.path} className="flex flex-wrap items-center gap-2 text-sm">
            <code className="text-muted">{leaf.path}</code>
            <span className="max-w-xs truncate font-mono text-fg">{literalText(leaf.value)}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Use ${stepId}.${leaf.path} as input…`}
              onClick={() => onUse(leaf.path, leaf.value)}
            >
              Use as input…
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
