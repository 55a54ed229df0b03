import { useSyncExternalStore } from "react";
import { z } from "zod";

// Read back through a schema: localStorage outlives releases and can be edited by hand. No key here.
const entrySchema = z.object({
  id: z.string(),
  toolName: z.string(),
  verticalId: z.string(),
  input: z.record(z.string(), z.unknown()),
  at: z.number(),
  latencyMs: z.number().nullable(),
  credits: z.number().nullable(),
  outcome: z.enum(["ok", "tool-error", "http-error"]),
  message: z.string().nullable(),
  pinned: z.boolean(),
  name: z.string().nullable(),
});
export type ToolCall = z.output<typeof entrySchema>;

export const toolHistoryKey = (profileId: string) => `dash.history.${profileId}.v1`;
const MAX_UNPINNED = 50;
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; entries: ToolCall[] }>();

function decode(raw: string | null): ToolCall[] {
  if (raw === null) return [];
  try {
    const items = z.array(z.unknown()).parse(JSON.parse(raw));
    return items.flatMap((item) => {
      const entry = entrySchema.safeParse(item);
      return entry.success ? [entry.data] : [];
    });
  } catch {
    return [];
  }
}

/** A stable snapshot per stored string, as useSyncExternalStore requires. */
export function readToolHistory(profileId: string): ToolCall[] {
  const key = toolHistoryKey(profileId);
  let raw: string | null;
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

function write(profileId: string, entries: ToolCall[]): void {
  // Pinned calls stay whatever the count; the rest keep the newest.
  let unpinned = 0;
  let kept = entries.filter((entry) => entry.pinned || ++unpinned <= MAX_UNPINNED);
  while (kept.length > 0) {
    try {
      localStorage.setItem(toolHistoryKey(profileId), JSON.stringify(kept));
      break;
    } catch {
      kept = kept.slice(0, -1); // storage full: the oldest go first
    }
  }
  for (const listener of listeners) listener();
}

export function addToolCall(profileId: string, call: ToolCall): void {
  write(profileId, [call, ...readToolHistory(profileId).filter((entry) => entry.id !== call.id)]);
}

export function updateToolCall(
  profileId: string,
  id: string,
  change: Partial<Pick<ToolCall, "pinned" | "name">>,
): void {
  write(
    profileId,
    readToolHistory(profileId).map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
  );
}

export function removeToolCall(profileId: string, id: string): void {
  write(
    profileId,
    readToolHistory(profileId).filter((entry) => entry.id !== id),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith("dash.history.")) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useToolHistory(profileId: string): ToolCall[] {
  return useSyncExternalStore(subscribe, () => readToolHistory(profileId));
}
