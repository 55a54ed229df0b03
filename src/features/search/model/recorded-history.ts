import * as v from "valibot";
import type { CallRecord } from "../../../lib/call-records/call-record";
import {
  searchOptionsSchema,
  storedResultSchema,
  type HistoryEntry,
  type SearchEntry,
  type SearchOptions,
} from "./history-schema";

// A record's output was written by this app, but storage outlives releases: it is read through the
// stored-result schema, with the balance already a bigint (IndexedDB keeps bigints, JSON does not).
const recordResultSchema = v.object({
  ...storedResultSchema.entries,
  account: v.nullable(v.object({ balance: v.bigint(), balanceTimestamp: v.string() })),
});
type RecordResult = v.InferOutput<typeof recordResultSchema>;

// A search recorded since the call records exist keeps what was sent (the wire's input); an imported
// one keeps the form's options. Either is read back into the form's options.
const sentInputSchema = v.object({
  query: v.string(),
  verticalId: v.optional(v.string()),
  summarization: v.optional(
    v.object({
      enable: v.boolean(),
      model: v.optional(v.picklist(["kirha", "kirha-flash"])),
      instruction: v.optional(v.string()),
    }),
  ),
  includeRawData: v.optional(v.boolean()),
  includePlanning: v.optional(v.boolean()),
  useDeterministicToolPlanning: v.optional(v.boolean()),
});

function optionsOf(input: unknown): SearchOptions | null {
  const options = v.safeParse(searchOptionsSchema, input);
  if (options.success) return options.output;
  const sent = v.safeParse(sentInputSchema, input);
  if (!sent.success) return null;
  const { query, verticalId, summarization, ...run } = sent.output;
  return {
    query,
    verticalId: verticalId ?? "",
    summarize: summarization?.enable ?? false,
    model: summarization?.model ?? "kirha",
    instruction: summarization?.instruction ?? "",
    includeRawData: run.includeRawData ?? true,
    includePlanning: run.includePlanning ?? true,
    deterministic: run.useDeterministicToolPlanning ?? false,
  };
}

function resultOf(record: CallRecord): RecordResult | null {
  if (record.outcome !== "ok") return null;
  const result = v.safeParse(recordResultSchema, record.output);
  return result.success ? result.output : null;
}

function searchOf(record: CallRecord): SearchEntry | null {
  const result = resultOf(record);
  const options = optionsOf(record.input);
  if (!result || !options) return null;
  return { kind: "search", id: result.id, at: record.at, options, result, error: null };
}

/**
 * The search history as shown: paid searches and plan answers from the call records (their full
 * output, so reopening one sends nothing), with what the records cannot hold from the local list:
 * failed searches (with the service's error) and plans (steps, expiry; a plan not run is not a call).
 * A local search the records lack (IndexedDB unavailable) is still shown.
 */
export function mergeHistory(local: HistoryEntry[], records: CallRecord[]): HistoryEntry[] {
  const searches = records.flatMap((record) => {
    const entry = record.kind === "search" ? searchOf(record) : null;
    return entry ? [entry] : [];
  });
  const recorded = new Set(searches.map((entry) => entry.id));
  const planRuns = new Map<string, { at: number; result: RecordResult }>();
  for (const record of records) {
    const result = record.kind === "plan_run" && record.ref !== null ? resultOf(record) : null;
    if (result && record.ref !== null && !planRuns.has(record.ref))
      planRuns.set(record.ref, { at: record.at, result });
  }
  const kept = local.flatMap((entry): HistoryEntry[] => {
    if (entry.kind === "search") return recorded.has(entry.id) ? [] : [entry];
    const run = planRuns.get(entry.id);
    return run ? [{ ...entry, result: run.result, runAt: entry.runAt ?? run.at }] : [entry];
  });
  return [...searches, ...kept].sort((a, b) => b.at - a.at);
}
