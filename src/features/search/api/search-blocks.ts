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

/** Fields a wire object carries beyond `known`: kept (history, export) rather than dropped. */
function extraFields(
  wire: Record<string, unknown>,
  known: readonly string[],
): { extra?: Record<string, unknown> } {
  const extra: Record<string, unknown> = {};
  for (const key of Object.keys(wire))
    if (!known.includes(key) && key !== "__proto__") extra[key] = wire[key];
  return Object.keys(extra).length > 0 ? { extra } : {};
}

/** Text the dashboard only shows: a string as it is, anything else as JSON, absent as null. */
const shownText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      value === null || value === undefined
        ? null
        : typeof value === "string"
          ? value
          : JSON.stringify(value),
    ),
  ),
  null,
);

const RAW_DATA_FIELDS = ["step_id", "tool_name", "parameters", "output", "error"] as const;

// Production is seen without `step_id`: the entry's position stands in (see searchResultSchema).
const rawDataWireSchema = v.looseObject({
  step_id: v.nullish(id),
  tool_name: v.string(),
  parameters: v.fallback(jsonObject, {}),
  output: v.unknown(),
  // The reference service keeps a failed step in place with `output: null` and a reason.
  error: shownText,
});

export interface RawDataEntry {
  stepId: string;
  toolName: string;
  parameters: Record<string, unknown>;
  output: unknown;
  error: string | null;
  extra?: Record<string, unknown>;
}

function rawDataEntry(wire: v.InferOutput<typeof rawDataWireSchema>, index: number): RawDataEntry {
  return {
    stepId: wire.step_id ?? String(index),
    toolName: wire.tool_name,
    parameters: wire.parameters,
    output: wire.output,
    error: wire.error,
    ...extraFields(wire, RAW_DATA_FIELDS),
  };
}

export const planningSchema = v.object({
  // Any status string is shown as it is; only "success" means the query was planned.
  status: v.pipe(v.union([v.string(), finiteNumber]), v.transform(String)),
  steps: v.array(planStepSchema),
  reason: v.fallback(v.string(), ""),
});

const RESULT_FIELDS = [
  "id",
  "summary",
  "raw_data",
  "planning",
  "usage",
  "deterministicSignature",
  "account",
] as const;

/**
 * Strict where the dashboard computes or links (ids, credits, balance, step ids and tool names),
 * tolerant elsewhere: unknown fields are kept in `extra`, text fields of another type are shown as JSON.
 */
export const searchResultSchema = v.pipe(
  v.looseObject({
    id: v.string(),
    summary: shownText,
    raw_data: v.nullish(v.array(rawDataWireSchema)),
    planning: v.nullish(planningSchema),
    usage: v.nullish(usageSchema),
    deterministicSignature: shownText,
    account: v.nullish(accountBlockSchema),
  }),
  v.transform((wire) => ({
    id: wire.id,
    summary: wire.summary,
    rawData: wire.raw_data?.map(rawDataEntry) ?? null,
    planning: wire.planning ?? null,
    usage: wire.usage ?? null,
    deterministicSignature: wire.deterministicSignature,
    account: wire.account ?? null,
    ...extraFields(wire, RESULT_FIELDS),
  })),
);

/** A paid answer that still did not match: where it did not, and the body as it came. */
export interface Unreadable {
  paths: string[];
  body: unknown;
}

export type SearchResult = v.InferOutput<typeof searchResultSchema> & { unreadable?: Unreadable | null };

function pick<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : null;
}

/**
 * What the search and run endpoints parse with. It never rejects a 2xx body: credits were spent,
 * so a body that does not match becomes a result that carries it raw with the mismatching paths,
 * plus whatever of the usage and account blocks could still be read.
 */
export const searchResponseSchema = v.pipe(
  v.unknown(),
  v.transform((body): SearchResult => {
    const parsed = v.safeParse(searchResultSchema, body);
    if (parsed.success) return parsed.output;
    const paths = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? "(root)"))];
    const wire: Record<string, unknown> =
      typeof body === "object" && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    return {
      id: typeof wire.id === "string" ? wire.id : `unreadable-${Date.now().toString(36)}`,
      summary: null,
      rawData: null,
      planning: null,
      usage: pick(usageSchema, wire.usage),
      deterministicSignature: null,
      account: pick(accountBlockSchema, wire.account),
      unreadable: { paths, body },
    };
  }),
);

/** Left out: no summary. `kirha` = quality, `kirha-flash` = speed (docs/service-api.md, `POST /v1/search`). */
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
