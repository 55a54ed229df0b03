import * as v from "valibot";
import { finiteNumber, jsonObject } from "../../../lib/schema";

// Stored entries are read back through schemas: storage outlives releases and can be edited by
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
const extra = v.optional(v.record(v.string(), v.unknown()));
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
        extra,
      }),
    ),
  ),
  planning: v.nullable(v.object({ status: v.string(), steps: v.array(step), reason: v.string() })),
  usage,
  deterministicSignature: v.nullable(v.string()),
  account,
  extra,
  // A paid answer that did not match the expected shape, kept as it came (search-blocks.ts).
  unreadable: v.optional(v.nullable(v.object({ paths: v.array(v.string()), body: v.unknown() }))),
});

/** A search that failed: what the service (or the network) said, so the attempt is not lost. */
const storedError = v.object({
  code: v.string(),
  message: v.string(),
  status: v.optional(finiteNumber),
  // The `known_verticals` of a vertical error, offered again after a reload.
  knownVerticals: v.optional(v.array(v.string())),
});
export type StoredError = v.InferOutput<typeof storedError>;

export const storedPlanSchema = v.object({
  id: v.string(),
  status: v.string(),
  steps: v.array(step),
  reason: v.string(),
  usage,
  deterministicSignature: v.nullable(v.string()),
  account,
  expiresAt: v.nullable(v.string()),
  // What the service said when a run was refused: "already_run" means it ran (and was charged)
  // elsewhere; "expired" that it never ran. Absent until the service refused a run.
  closed: v.optional(v.nullable(v.picklist(["already_run", "expired"]))),
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
  // null when the search failed; `error` then says why.
  result: v.nullable(storedResultSchema),
  error: v.optional(v.nullable(storedError)),
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
