import { ResultViewer } from "../../../components/result-viewer/result-viewer";
import type { PlanStep, RawDataEntry } from "../api/search-blocks";
import type { ValueChoice } from "../../../components/result-viewer/use-as-input";
import { ParameterList } from "./parameter-value";

/** Each executed step: the parameters it really ran with (references resolved) and its output. */
export function RawDataSection({
  rawData,
  steps,
  onUseAsInput,
}: {
  rawData: readonly RawDataEntry[];
  steps: readonly PlanStep[];
  /** "Use as input…" on a step's output. */
  onUseAsInput?: (entry: RawDataEntry, choice: ValueChoice) => void;
}) {
  if (rawData.length === 0) return <p className="text-sm text-muted">No step produced data.</p>;
  return (
    <ol className="space-y-6">
      {rawData.map((entry, index) => {
        const name = `Step ${index + 1} ${entry.toolName}`;
        return (
          <li key={`${entry.stepId}-${index}`} className="space-y-2">
            <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold text-fg">
              <span>Step {index + 1}</span>
              <code className="font-mono">{entry.toolName}</code>
            </h3>
            <details className="text-sm">
              <summary className="cursor-pointer text-muted">Parameters as run</summary>
              <div className="mt-2">
                <ParameterList parameters={entry.parameters} steps={steps} />
              </div>
            </details>
            <ResultViewer
              value={entry.error === null ? entry.output : undefined}
              name={name}
              {...(entry.error === null ? {} : { failure: { kind: "tool" as const, message: entry.error } })}
              {...(onUseAsInput && entry.error === null
                ? { onUseAsInput: (choice: ValueChoice) => onUseAsInput(entry, choice) }
                : {})}
            />
          </li>
        );
      })}
    </ol>
  );
}
