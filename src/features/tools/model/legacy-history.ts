import * as v from "valibot";
import { addCallNote, recordCall } from "../../../lib/call-records/call-records";
import { skippedNote } from "../../../lib/call-records/call-notes";
import type { CallRecord } from "../../../lib/call-records/call-record";
import { deviceId } from "../../../lib/call-records/device-id";
import { legacyText } from "../../../lib/call-records/legacy-import";
import { finiteNumber, jsonObject } from "../../../lib/schema";
import { parseJsonSafe } from "../../../lib/safe-json";
import { storageKeys } from "../../../lib/storage-keys";
import { nameCall } from "./call-names";

// What earlier releases kept in localStorage (no output): read once into the call records, then removed.
const legacySchema = v.object({
  id: v.string(),
  toolName: v.string(),
  verticalId: v.string(),
  input: jsonObject,
  at: finiteNumber,
  latencyMs: v.nullable(finiteNumber),
  credits: v.nullable(finiteNumber),
  outcome: v.picklist(["ok", "tool-error", "http-error"]),
  message: v.nullable(v.string()),
  pinned: v.boolean(),
  name: v.nullable(v.string()),
});
type LegacyCall = v.InferOutput<typeof legacySchema>;

export const legacyToolHistoryKey = (profileId: string) => storageKeys.toolHistory.key(profileId);

function toRecord(profileId: string, call: LegacyCall): CallRecord {
  const credits = call.credits !== null && Number.isSafeInteger(call.credits) ? BigInt(call.credits) : null;
  return {
    id: call.id,
    at: call.at,
    profileId,
    device: deviceId(),
    kind: "tool",
    vertical: call.verticalId,
    subject: call.toolName,
    input: call.input,
    // The old list kept `usage` or the listed price without saying which: the weaker claim.
    credits,
    creditsSource: credits === null ? "not_reported" : "listed",
    latencyMs: call.latencyMs,
    outcome: call.outcome === "ok" ? "ok" : "error",
    error: call.message,
    output:
      call.outcome === "ok"
        ? null
        : { failure: call.outcome === "tool-error" ? "tool" : "http", message: call.message },
    ref: null,
    pinned: call.pinned,
  };
}

const migrated = new Set<string>();

/** Moves this profile's old tool history into the call records, once; damaged entries are skipped with a note. */
export async function migrateToolHistory(profileId: string): Promise<void> {
  const key = legacyToolHistoryKey(profileId);
  if (migrated.has(key)) return;
  migrated.add(key);
  const raw = legacyText.read(key);
  if (raw === null) return;
  let items: unknown[] = [];
  try {
    const parsed = parseJsonSafe(raw);
    items = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    items = [raw];
  }
  let skipped = 0;
  for (const item of items) {
    const call = v.safeParse(legacySchema, item);
    if (!call.success) {
      skipped++;
      continue;
    }
    await recordCall(toRecord(profileId, call.output));
    if (call.output.name) nameCall(profileId, call.output.id, call.output.name);
  }
  if (skipped > 0) addCallNote(`Tool history: ${skippedNote(skipped)}`);
  // When storage refuses the removal it is read again next session; ids are kept, so nothing is doubled.
  legacyText.remove(key);
}
