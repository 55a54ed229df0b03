import type { PlanStep } from "../api/search-blocks";
import { producerIndex, stepAnchor, type StepReference } from "../model/references";

/** A `$fromStep`/`$outputKey` reference: names the producing step and the path, and links to it. */
export function ReferenceChip({
  reference,
  steps,
}: {
  reference: StepReference;
  steps: readonly PlanStep[];
}) {
  const index = producerIndex(reference, steps);
  const producer = index === null ? null : steps[index];
  const label =
    index === null
      ? `Unknown step ${String(reference.$fromStep)}`
      : `Step ${index + 1}${producer ? ` · ${producer.toolName}` : ""}`;
  const chip =
    "inline-flex max-w-full items-center gap-1 rounded-full border border-accent bg-surface px-2 py-0.5 font-mono text-xs text-accent";
  const content = (
    <>
      <span aria-hidden="true">↳</span>
      <span className="sr-only">Reference to </span>
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {label} → <span className="font-semibold">{reference.$outputKey}</span>
      </span>
    </>
  );
  if (index === null) {
    return <span className={`${chip} border-danger text-danger`}>{content}</span>;
  }
  return (
    <a href={`#${stepAnchor(index)}`} className={`${chip} hover:bg-surface-2`}>
      {content}
    </a>
  );
}
