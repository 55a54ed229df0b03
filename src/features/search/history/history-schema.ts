import * as v from "valibot";
import { finiteNumber, jsonObject } from "../../../lib/schema";

// Stored entries are read back through schemas: localStorage outlives releases and can be edited by
// hand, so nothing read from it is trusted blindly. Credits are digit strings there (no bigint in JSON).
const digits = v.pipe(
  v.string(),
  v.regex(/^-?\d+$/),
  v.transform((value) => BigInt(value)),
);

const step = v.object({
  id: v.string(),
  toolName: v.string(),
  parameters: jsonObject,
  reasoning: v.string(),
});
const usage = v.nullable(v.object({ estimated: finiteNumber, consumed: finiteNumber }));
const account = v.nullable(v.object({ balance: digits, balanceTimestamp: v.string() }));

export const storedResultSchema = v.object({
  id: v.string(),
  summary: v.nullable(v.string()),
  rawData: v.nullable(
    v.array(
      v.object({
        stepId: v.string(),
        toolName: v.string(),
        parameters: jsonObject,
        output: v.unknown(),
        error: v.nullable(v.string()),
      }),
    ),
  ),
  planning: v.nullable(v.object({ status: v.string(), steps: v.array(step), reason: v.string() })),
  usage,
  deterministicSignature: v.nullable(v.string()),
  account,
});

export const storedPlanSchema = v.object({
  id: v.string(),
  status: v.string(),
  steps: v.array(step),
  reason: v.string(),
  usage,
  deterministicSignature: v.nullable(v.string()),
  account,
  expiresAt: v.nullable(v.string()),
});

export const searchOptionsSchema = v.object({
  query: v.string(),
  verticalId: v.string(),
  summarize: v.boolean(),
  model: v.picklist(["kirha", "kirha-flash"]),
  instruction: v.string(),
  includeRawData: v.boolean(),
  includePlanning: v.boolean(),
  deterministic: v.boolean(),
});
export type SearchOptions = v.InferOutput<typeof searchOptionsSchema>;

const searchEntry = v.object({
  kind: v.literal("search"),
  id: v.string(),
  at: finiteNumber,
  options: searchOptionsSchema,
  result: storedResultSchema,
});

const planEntry = v.object({
  kind: v.literal("plan"),
  id: v.string(),
  at: finiteNumber,
  options: searchOptionsSchema,
  plan: storedPlanSchema,
  result: v.nullable(storedResultSchema),
  runAt: v.nullable(finiteNumber),
});

export const historyEntrySchema = v.variant("kind", [searchEntry, planEntry]);
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;
export type SearchEntry = Extract<HistoryEntry, { kind: "search" }>;
export type PlanEntry = Extract<HistoryEntry, { kind: "plan" }>;
