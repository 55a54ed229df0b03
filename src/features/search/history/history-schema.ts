import { z } from "zod";

// Stored entries are read back through schemas: localStorage outlives releases and can be edited by
// hand, so nothing read from it is trusted blindly. Credits are digit strings there (no bigint in JSON).
const digits = z
  .string()
  .regex(/^-?\d+$/)
  .transform((value) => BigInt(value));

const step = z.object({
  id: z.string(),
  toolName: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  reasoning: z.string(),
});
const usage = z.object({ estimated: z.number(), consumed: z.number() }).nullable();
const account = z.object({ balance: digits, balanceTimestamp: z.string() }).nullable();

export const storedResultSchema = z.object({
  id: z.string(),
  summary: z.string().nullable(),
  rawData: z
    .array(
      z.object({
        stepId: z.string(),
        toolName: z.string(),
        parameters: z.record(z.string(), z.unknown()),
        output: z.unknown(),
        error: z.string().nullable(),
      }),
    )
    .nullable(),
  planning: z.object({ status: z.string(), steps: z.array(step), reason: z.string() }).nullable(),
  usage,
  deterministicSignature: z.string().nullable(),
  account,
});

export const storedPlanSchema = z.object({
  id: z.string(),
  status: z.string(),
  steps: z.array(step),
  reason: z.string(),
  usage,
  deterministicSignature: z.string().nullable(),
  account,
  expiresAt: z.string().nullable(),
});

export const searchOptionsSchema = z.object({
  query: z.string(),
  verticalId: z.string(),
  summarize: z.boolean(),
  model: z.enum(["kirha", "kirha-flash"]),
  instruction: z.string(),
  includeRawData: z.boolean(),
  includePlanning: z.boolean(),
  deterministic: z.boolean(),
});
export type SearchOptions = z.output<typeof searchOptionsSchema>;

const searchEntry = z.object({
  kind: z.literal("search"),
  id: z.string(),
  at: z.number(),
  options: searchOptionsSchema,
  result: storedResultSchema,
});

const planEntry = z.object({
  kind: z.literal("plan"),
  id: z.string(),
  at: z.number(),
  options: searchOptionsSchema,
  plan: storedPlanSchema,
  result: storedResultSchema.nullable(),
  runAt: z.number().nullable(),
});

export const historyEntrySchema = z.discriminatedUnion("kind", [searchEntry, planEntry]);
export type HistoryEntry = z.output<typeof historyEntrySchema>;
export type SearchEntry = Extract<HistoryEntry, { kind: "search" }>;
export type PlanEntry = Extract<HistoryEntry, { kind: "plan" }>;
