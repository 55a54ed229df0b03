import type { ReactNode } from "react";
import type { PlanStep } from "../api/search-blocks";
import { isStepReference, isTemplateReference } from "../model/references";
import { ReferenceChip } from "./reference-chip";

/** `"Price of {0} on {1}"` with a chip in place of each placeholder. */
function TemplateValue({
  template,
  values,
  steps,
  outputs,
}: {
  template: string;
  values: Parameters<typeof ReferenceChip>[0]["reference"][];
  steps: readonly PlanStep[];
  outputs?: readonly unknown[];
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\d+)\}/g)) {
    const at = match.index;
    if (at > last) parts.push(template.slice(last, at));
    const reference = values[Number(match[1])];
    parts.push(
      reference ? <ReferenceChip key={at} reference={reference} steps={steps} outputs={outputs} /> : match[0],
    );
    last = at + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return <span className="inline-flex max-w-full min-w-0 flex-wrap items-center gap-1">“{parts}”</span>;
}

/** A parameter value: literals as JSON, references as chips, containers recursively. */
export function ParameterValue({
  value,
  steps,
  outputs,
}: {
  value: unknown;
  steps: readonly PlanStep[];
  /** Each step's output after a run, so references show what they resolved to. */
  outputs?: readonly unknown[];
}) {
  if (isStepReference(value)) return <ReferenceChip reference={value} steps={steps} outputs={outputs} />;
  if (isTemplateReference(value)) {
    return (
      <TemplateValue
        template={value.$fromTemplateString}
        values={value.$values}
        steps={steps}
        outputs={outputs}
      />
    );
  }
  if (Array.isArray(value)) {
    const items: unknown[] = value;
    return (
      <span className="inline-flex flex-wrap items-center gap-1">
        [
        {items.map((item, i) => (
          <span key={i}>
            <ParameterValue value={item} steps={steps} outputs={outputs} />
            {i < items.length - 1 ? "," : null}
          </span>
        ))}
        ]
      </span>
    );
  }
  if (typeof value === "object" && value !== null) {
    return <ParameterList parameters={value as Record<string, unknown>} steps={steps} outputs={outputs} />;
  }
  return <code className="font-mono text-xs break-all">{JSON.stringify(value)}</code>;
}

export function ParameterList({
  parameters,
  steps,
  outputs,
}: {
  parameters: Record<string, unknown>;
  steps: readonly PlanStep[];
  outputs?: readonly unknown[];
}) {
  const names = Object.keys(parameters);
  if (names.length === 0) return <p className="text-xs text-muted">No parameters</p>;
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {names.map((name) => (
        <div key={name} className="contents">
          <dt className="font-mono text-xs text-muted">{name}</dt>
          <dd className="min-w-0">
            <ParameterValue value={parameters[name]} steps={steps} outputs={outputs} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
