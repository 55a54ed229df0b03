import { useState } from "react";
import { parseJsonSafe } from "../../../lib/safe-json";

interface JsonEditorProps {
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
}

/** The input as JSON; a valid object flows back into the form at once, anything else waits here. */
export function JsonEditor({ value, onChange }: JsonEditorProps) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <div className="space-y-1.5">
      <label htmlFor="tool-input-json" className="text-sm font-medium text-fg">
        Input as JSON
      </label>
      <textarea
        id="tool-input-json"
        value={text}
        spellCheck={false}
        rows={Math.min(24, Math.max(6, text.split("\n").length + 1))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? "tool-input-json-error" : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          try {
            const parsed = parseJsonSafe(next);
            if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
              setProblem('The input must be a JSON object, like {"query": "eth"}.');
              return;
            }
            setProblem(null);
            onChange(parsed as Record<string, unknown>);
          } catch (error) {
            setProblem(`Not valid JSON yet: ${error instanceof Error ? error.message : String(error)}`);
          }
        }}
        className="w-full rounded-md border border-border-strong bg-surface p-2 font-mono text-xs text-fg aria-invalid:border-danger"
      />
      {problem ? (
        <p id="tool-input-json-error" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
