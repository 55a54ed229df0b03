import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";
import { historyEntrySchema, type HistoryEntry } from "./history-schema";

/**
 * Searches and plans of one connection profile, newest first. Separate from `dash.history.*` (the
 * tools' store) so neither feature can corrupt the other. Holds results too: plans cannot be fetched
 * again (no GET plan) and a reload must not lose a paid-for result. No key is ever stored here.
 */
const MAX_ENTRIES = 30;

export const historyList = createStoredList({
  keys: storageKeys.searchHistory,
  schema: historyEntrySchema,
  trim: (entries) => entries.slice(0, MAX_ENTRIES),
});

export const historyKey = historyList.key;
export const readHistory = historyList.read;
const write = historyList.write;

/** Adds or replaces (same kind and id) an entry, moving it to the top. */
export function saveEntry(profileId: string, entry: HistoryEntry): void {
  const others = readHistory(profileId).filter((e) => !(e.kind === entry.kind && e.id === entry.id));
  write(profileId, [entry, ...others]);
}

export function removeEntry(profileId: string, kind: HistoryEntry["kind"], id: string): void {
  write(
    profileId,
    readHistory(profileId).filter((e) => !(e.kind === kind && e.id === id)),
  );
}
