import { cn } from "../../../components/ui/cn";
import type { TaskStatus } from "../api/task-schemas";

const PHASES = ["Queued", "Researching", "Validating", "Summarizing"] as const;

/**
 * The phases in order; the current one is marked for screen readers (aria-current) and pulses,
 * only when the reader has not asked for reduced motion. The wire does not say in which phase a
 * task failed, so a failed task shows no phase as done.
 */
export function TaskStepper({ status }: { status: TaskStatus }) {
  const last = status === "Failed" ? "Failed" : "Completed";
  const steps = [...PHASES, last] as const;
  const current = steps.indexOf(status);
  return (
    <ol aria-label="Phases" className="flex flex-wrap gap-2">
      {steps.map((step, i) => {
        const state = i === current ? "current" : i < current && status !== "Failed" ? "done" : "todo";
        const running = state === "current" && step !== "Completed" && step !== "Failed";
        return (
          <li
            key={step}
            aria-current={state === "current" ? "step" : undefined}
            className={cn(
              "flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium",
              state === "done" && "border-success text-success",
              state === "current" &&
                (step === "Failed" ? "border-danger text-danger" : "border-accent text-accent"),
              state === "todo" && "border-border text-muted",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "size-2 rounded-full bg-current",
                state === "todo" && "opacity-40",
                running && "motion-safe:animate-pulse",
              )}
            />
            {step}
            <span className="sr-only">
              {state === "done" ? " (done)" : state === "todo" ? " (to do)" : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
