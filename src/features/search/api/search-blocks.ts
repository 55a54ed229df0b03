import { z } from "zod";

const credits = z.union([z.number().int(), z.string().regex(/^-?\d+$/)]).transform((value) => BigInt(value));
const parameters = z.record(z.string(), z.unknown());

/** Usage is a plain number on the wire ("number" in the spec); it is shown, never summed into money. */
export const usageSchema = z.object({ estimated: z.number(), consumed: z.number() });
export type Usage = z.output<typeof usageSchema>;

export const accountBlockSchema = z
  .object({ balance: credits, balance_timestamp: z.string() })
  .transform((wire) => ({ balance: wire.balance, balanceTimestamp: wire.balance_timestamp }));
export type AccountBlock = z.output<typeof accountBlockSchema>;

export const planStepSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    tool_name: z.string(),
    parameters: parameters.catch({}),
    reasoning: z.string().catch(""),
  })
  .transform((wire) => ({
    id: wire.id,
    toolName: wire.tool_name,
    parameters: wire.parameters,
    reasoning: wire.reasoning,
  }));
export type PlanStep = z.output<typeof planStepSchema>;

export const rawDataEntrySchema = z
  .object({
    step_id: z.union([z.string(), z.number()]).transform(String),
    tool_name: z.string(),
    parameters: parameters.catch({}),
    output: z.unknown(),
    // The reference service keeps a failed step in place with `output: null` and a reason.
    error: z.string().nullish(),
  })
  .transform((wire) => ({
    stepId: wire.step_id,
    toolName: wire.tool_name,
    parameters: wire.parameters,
    output: wire.output,
    error: wire.error ?? null,
  }));
export type RawDataEntry = z.output<typeof rawDataEntrySchema>;

export const planningSchema = z.object({
  status: z.string(),
  steps: z.array(planStepSchema),
  reason: z.string().catch(""),
});

export const searchResultSchema = z
  .object({
    id: z.string(),
    summary: z.string().nullish(),
    raw_data: z.array(rawDataEntrySchema).nullish(),
    planning: planningSchema.nullish(),
    usage: usageSchema.nullish(),
    deterministicSignature: z.string().nullish(),
    account: accountBlockSchema.nullish(),
  })
  .transform((wire) => ({
    id: wire.id,
    summary: wire.summary ?? null,
    rawData: wire.raw_data ?? null,
    planning: wire.planning ?? null,
    usage: wire.usage ?? null,
    deterministicSignature: wire.deterministicSignature ?? null,
    account: wire.account ?? null,
  }));
export type SearchResult = z.output<typeof searchResultSchema>;

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
