import * as v from "valibot";
import { finiteNumber, jsonObject, safeInteger } from "../../../lib/schema";

const credits = v.pipe(
  v.union([safeInteger, v.pipe(v.string(), v.regex(/^-?\d+$/))]),
  v.transform((value) => BigInt(value)),
);
const id = v.pipe(v.union([v.string(), finiteNumber]), v.transform(String));

/** Usage is a plain number on the wire ("number" in the spec); it is shown, never summed into money. */
export const usageSchema = v.object({ estimated: finiteNumber, consumed: finiteNumber });
export type Usage = v.InferOutput<typeof usageSchema>;

export const accountBlockSchema = v.pipe(
  v.object({ balance: credits, balance_timestamp: v.string() }),
  v.transform((wire) => ({ balance: wire.balance, balanceTimestamp: wire.balance_timestamp })),
);
export type AccountBlock = v.InferOutput<typeof accountBlockSchema>;

export const planStepSchema = v.pipe(
  v.object({
    id,
    tool_name: v.string(),
    parameters: v.fallback(jsonObject, {}),
    reasoning: v.fallback(v.string(), ""),
  }),
  v.transform((wire) => ({
    id: wire.id,
    toolName: wire.tool_name,
    parameters: wire.parameters,
    reasoning: wire.reasoning,
  })),
);
export type PlanStep = v.InferOutput<typeof planStepSchema>;

export const rawDataEntrySchema = v.pipe(
  v.object({
    step_id: id,
    tool_name: v.string(),
    parameters: v.fallback(jsonObject, {}),
    output: v.unknown(),
    // The reference service keeps a failed step in place with `output: null` and a reason.
    error: v.nullish(v.string()),
  }),
  v.transform((wire) => ({
    stepId: wire.step_id,
    toolName: wire.tool_name,
    parameters: wire.parameters,
    output: wire.output,
    error: wire.error ?? null,
  })),
);
export type RawDataEntry = v.InferOutput<typeof rawDataEntrySchema>;

export const planningSchema = v.object({
  status: v.string(),
  steps: v.array(planStepSchema),
  reason: v.fallback(v.string(), ""),
});

export const searchResultSchema = v.pipe(
  v.object({
    id: v.string(),
    summary: v.nullish(v.string()),
    raw_data: v.nullish(v.array(rawDataEntrySchema)),
    planning: v.nullish(planningSchema),
    usage: v.nullish(usageSchema),
    deterministicSignature: v.nullish(v.string()),
    account: v.nullish(accountBlockSchema),
  }),
  v.transform((wire) => ({
    id: wire.id,
    summary: wire.summary ?? null,
    rawData: wire.raw_data ?? null,
    planning: wire.planning ?? null,
    usage: wire.usage ?? null,
    deterministicSignature: wire.deterministicSignature ?? null,
    account: wire.account ?? null,
  })),
);
export type SearchResult = v.InferOutput<typeof searchResultSchema>;

/** Left out: no summary. `kirha` = quality, `kirha-flash` = speed (real-service-notes.md). */
export interface Summarization {
  enable: boolean;
  model: "kirha" | "kirha-flash";
  instruction?: string;
}

export interface RunOptions {
  summarization?: Summarization;
  includeRawData?: boolean;
  includePlanning?: boolean;
  useDeterministicToolPlanning?: boolean;
}

export function runOptionsBody(options: RunOptions): Record<string, unknown> {
  return {
    ...(options.summarization ? { summarization: options.summarization } : {}),
    ...(options.includeRawData === undefined ? {} : { include_raw_data: options.includeRawData }),
    ...(options.includePlanning === undefined ? {} : { include_planning: options.includePlanning }),
    ...(options.useDeterministicToolPlanning === undefined
      ? {}
      : { use_deterministic_tool_planning: options.useDeterministicToolPlanning }),
  };
}
