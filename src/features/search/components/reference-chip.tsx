import type { PlanStep } from "../api/search-blocks";
import { producerIndex, resolvedValue, stepAnchor, type StepReference } from "../model/references";

/** A resolved value, short enough for a chip; the full output is in the raw data below. */
function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** A `$fromStep`/`$outputKey` reference: names the producing step and the path, and links to it. */
export function ReferenceChip({
  reference,
  steps,
  outputs = [],
}: {
  reference: StepReference;
  steps: readonly PlanStep[];
  /** Each step's output after a run: the chip then shows the value it resolved to. */
  outputs?: readonly unknown[];
}) {
  const resolved = resolvedValue(reference, steps, outputs);
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
        {resolved ? (
          <>
            {" "}
            <span className="text-fg">= {shortJson(resolved.value)}</span>
          </>
        ) : null}
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
