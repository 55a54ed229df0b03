import { Suspense } from "react";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { lazyComponent } from "../../../lib/module-loader";
import type { Schema } from "../model/recipe";
import type { StepState } from "../model/run-recipe";
import { AnswerValues } from "./answer-values";

const viewer = lazyComponent(
  () => import("../../../components/result-viewer/result-viewer"),
  (module) => module.ResultViewer,
);
const ResultViewer = viewer.Component;

interface StepResultProps {
  stepId: string;
  toolName: string;
  state: StepState | undefined;
  outputSchema: Schema | null;
  onUse: (path: string, value: unknown) => void;
}

/** A step's resolved input and answer (or why it did not run), as they arrive. */
export function StepResult({ stepId, toolName, state, outputSchema, onUse }: StepResultProps) {
  if (!state || state.status === "waiting") return null;
  if (state.status === "skipped")
    return (
      <p role="status" className="text-sm text-danger">
        Not run: {state.reason}
      </p>
    );
  return (
    <div className="space-y-2" aria-label={`${stepId} run`} role="region">
      {state.input && (
        <div>
          <h4 className="text-sm font-medium text-fg">Resolved input</h4>
          <pre
            className="overflow-auto rounded bg-surface-2 p-2 text-xs"
            aria-label={`${stepId} resolved input`}
          >
            {JSON.stringify(state.input, null, 2)}
          </pre>
        </div>
      )}
      {state.status === "running" && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> Running {toolName}…
        </p>
      )}
      {state.status === "failed" && (
        <p role="alert" className="text-sm text-danger">
          {stepId} failed: {state.error}
        </p>
      )}
      {state.status === "ok" && (
        <>
          <Suspense fallback={<Skeleton className="h-24" />}>
            <ResultViewer
              value={state.output}
              name={`${stepId} ${toolName}`}
              {...(outputSchema ? { outputSchema } : {})}
            />
          </Suspense>
          <AnswerValues stepId={stepId} answer={state.output} onUse={onUse} />
        </>
      )}
    </div>
  );
}
