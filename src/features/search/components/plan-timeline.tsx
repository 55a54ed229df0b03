import type { PlanStep } from "../api/search-blocks";
import { dependencies, stepAnchor } from "../model/references";
import { ParameterList } from "./parameter-value";

/** The steps in order: tool, reasoning and parameters, references shown as chips to their producer. */
export function PlanTimeline({
  steps,
  outputs,
}: {
  steps: readonly PlanStep[];
  /** Each step's output once run: references then show the value they resolved to. */
  outputs?: readonly unknown[];
}) {
  const inputs = dependencies(steps);
  if (steps.length === 0) return <p className="text-sm text-muted">The plan has no steps.</p>;
  return (
    <ol aria-label="Plan steps" className="relative space-y-4 border-l-2 border-border pl-5">
      {steps.map((step, index) => (
        <li
          key={`${step.id}-${index}`}
          id={stepAnchor(index)}
          tabIndex={-1}
          className="relative scroll-mt-20 rounded-md target:ring-2 target:ring-accent"
        >
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[29px] flex size-4 items-center justify-center rounded-full bg-accent"
          />
          <h3 className="flex flex-wrap items-baseline gap-2 text-sm font-semibold text-fg">
            <span>Step {index + 1}</span>
            <code className="font-mono text-sm">{step.toolName}</code>
            {(inputs[index] ?? []).length > 0 ? (
              <span className="text-xs font-normal text-muted">
                after step {(inputs[index] ?? []).map((i) => i + 1).join(", ")}
              </span>
            ) : null}
          </h3>
          {step.reasoning ? <p className="mt-1 text-sm text-muted">{step.reasoning}</p> : null}
          <div className="mt-2">
            <ParameterList parameters={step.parameters} steps={steps} outputs={outputs} />
          </div>
        </li>
      ))}
    </ol>
  );
}
