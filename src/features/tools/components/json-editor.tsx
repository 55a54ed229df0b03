import { Textarea } from "../../../components/ui/textarea";
import type { JsonProblem } from "../model/json-text";

interface JsonEditorProps {
  text: string;
  /** Why the text cannot be sent; Execute waits until it can. */
  problem: JsonProblem | null;
  onChange: (text: string) => void;
}

export const JSON_EDITOR_ID = "tool-input-json";

/** The input as JSON: what is sent is exactly what this says, once it parses as an object. */
export function JsonEditor({ text, problem, onChange }: JsonEditorProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={JSON_EDITOR_ID} className="text-sm font-medium text-fg">
        Input as JSON
      </label>
      <Textarea
        code
        id={JSON_EDITOR_ID}
        value={text}
        spellCheck={false}
        rows={Math.min(24, Math.max(6, text.split("\n").length + 1))}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${JSON_EDITOR_ID}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${JSON_EDITOR_ID}-error`} className="text-sm text-danger">
          Not valid JSON yet, line {problem.line}, column {problem.column}: {problem.message}
        </p>
      ) : null}
    </div>
  );
}
