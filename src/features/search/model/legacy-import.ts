import type { CallRecord } from "../../../lib/call-records/call-record";
import { deviceId } from "../../../lib/call-records/device-id";
import { importLegacyList } from "../../../lib/call-records/legacy-import";
import { creditsFields } from "../../../lib/call-records/track-call";
import { historyEntrySchema, type HistoryEntry } from "./history-schema";
import { historyKey } from "./history-store";

function toRecord(profileId: string, entry: HistoryEntry): CallRecord | null {
  const base = { profileId, device: deviceId(), latencyMs: null, pinned: false, input: entry.options };
  const consumed = entry.result?.usage?.consumed ?? null;
  if (entry.kind === "search") {
    return {
      ...base,
      id: `imported-search-${entry.id}`,
      at: entry.at,
      kind: "search",
      vertical: entry.options.verticalId || null,
      subject: entry.options.query,
      ...creditsFields(consumed, null),
      outcome: entry.result ? "ok" : "error",
      error: entry.error?.message ?? null,
      output: entry.result,
      ref: entry.result?.id ?? null,
    };
  }
  // A plan only spends when it runs.
  if (entry.result === null || entry.runAt === null) return null;
  return {
    ...base,
    id: `imported-plan-${entry.id}`,
    at: entry.runAt,
    kind: "plan_run",
    vertical: entry.options.verticalId || null,
    subject: `Plan ${entry.id}`,
    ...creditsFields(consumed, null),
    outcome: "ok",
    error: null,
    output: entry.result,
    ref: entry.id,
  };
}

/** This profile's searches and plan runs kept before the call records existed, copied in once. */
export function importSearchHistory(profileId: string): Promise<void> {
  return importLegacyList({
    what: "Search history",
    storageKey: historyKey(profileId),
    profileId,
    schema: historyEntrySchema,
    toRecord: (entry) => toRecord(profileId, entry),
  });
}
