import * as v from "valibot";
import { parseJsonSafe } from "../safe-json";
import { storageKeys } from "../storage-keys";
import { rawStorage } from "../stored-value";
import { skippedNote } from "./call-notes";
import type { CallRecord } from "./call-record";
import { addCallNote, listCalls, recordCall } from "./call-records";

interface LegacyImport<T> {
  /** Names the old list in the note about what was skipped, e.g. "Search history". */
  what: string;
  storageKey: string;
  profileId: string;
  schema: v.GenericSchema<unknown, T>;
  /** The record for one entry; null when the entry was no paid call (e.g. a plan never run). */
  toRecord: (entry: T) => CallRecord | null;
}

const imported = new Set<string>();

/**
 * Copies an old localStorage list into the call records once per profile (a mark remembers it): entries
 * the writers already recorded (same `ref`) are not doubled, damaged ones are skipped with a note.
 * The old list stays for the view that still reads it.
 */
export async function importLegacyList<T>({
  what,
  storageKey,
  profileId,
  schema,
  toRecord,
}: LegacyImport<T>) {
  const mark = storageKeys.callRecordsImported.key(storageKey);
  if (imported.has(mark)) return;
  imported.add(mark);
  if (rawStorage.read("local", mark) !== null) return;
  const raw = rawStorage.read("local", storageKey);
  if (raw !== null) {
    let items: unknown[];
    try {
      const parsed = parseJsonSafe(raw);
      items = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      items = [raw];
    }
    const known = new Set((await listCalls(profileId)).map((record) => `${record.kind}:${record.ref}`));
    let skipped = 0;
    for (const item of items) {
      const entry = v.safeParse(schema, item);
      if (!entry.success) {
        skipped++;
        continue;
      }
      const record = toRecord(entry.output);
      if (record && !known.has(`${record.kind}:${record.ref}`)) await recordCall(record);
    }
    if (skipped > 0) addCallNote(`${what}: ${skippedNote(skipped)}`);
  }
  // When the mark is not kept, the list is imported again next session; ids are fixed, so nothing is doubled.
  rawStorage.write("local", mark, String(Date.now()));
}

/** The text of an old localStorage list a feature moves itself (tools' history), and its removal once moved. */
export const legacyText = {
  read: (storageKey: string): string | null => rawStorage.read("local", storageKey),
  remove: (storageKey: string): void => rawStorage.remove("local", storageKey),
};
