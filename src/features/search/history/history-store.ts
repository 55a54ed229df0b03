import { z } from "zod";
import { historyEntrySchema, type HistoryEntry } from "./history-schema";

/**
 * Searches and plans of one connection profile, newest first. Separate from `dash.history.*` (the
 * tools' store) so neither feature can corrupt the other. Holds results too: plans cannot be fetched
 * again (no GET plan) and a reload must not lose a paid-for result. No key is ever stored here.
 */
export const historyKey = (profileId: string) => `dash.search-history.${profileId}.v1`;

const MAX_ENTRIES = 30;
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; entries: HistoryEntry[] }>();

function encode(entries: readonly HistoryEntry[]): string {
  return JSON.stringify(entries, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

function decode(raw: string | null): HistoryEntry[] {
  if (raw === null) return [];
  try {
    const parsed = z.array(z.unknown()).parse(JSON.parse(raw));
    // One damaged entry must not hide the others.
    return parsed.flatMap((item) => {
      const entry = historyEntrySchema.safeParse(item);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

/** A stable snapshot per stored string, as useSyncExternalStore requires. */
export function readHistory(profileId: string): HistoryEntry[] {
  const key = historyKey(profileId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.entries;
  const entries = decode(raw);
  snapshots.set(key, { raw, entries });
  return entries;
}

function write(profileId: string, entries: HistoryEntry[]): void {
  let kept = entries.slice(0, MAX_ENTRIES);
  // Raw data can be large: when storage is full, the oldest entries go first.
  while (kept.length > 0) {
    try {
      localStorage.setItem(historyKey(profileId), encode(kept));
      break;
    } catch {
      kept = kept.slice(0, -1);
    }
  }
  if (kept.length === 0) localStorage.removeItem(historyKey(profileId));
  for (const listener of listeners) listener();
}

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

export function subscribeHistory(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab writing the same profile's history.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith("dash.search-history.")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
