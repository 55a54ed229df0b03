import { useSyncExternalStore } from "react";
import * as v from "valibot";
import { finiteNumber, jsonObject } from "../../../lib/schema";
import { createStoredList } from "../../../lib/stored-list";
import { storageKeys } from "../../../lib/storage-keys";

// Read back through a schema: storage outlives releases and can be edited by hand. No key here.
const entrySchema = v.object({
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
export type ToolCall = v.InferOutput<typeof entrySchema>;

const MAX_UNPINNED = 50;

const store = createStoredList({
  keys: storageKeys.toolHistory,
  schema: entrySchema,
  // Pinned calls stay whatever the count; the rest keep the newest.
  trim: (entries) => {
    let unpinned = 0;
    return entries.filter((entry) => entry.pinned || ++unpinned <= MAX_UNPINNED);
  },
});

export const toolHistoryKey = store.key;
export const readToolHistory = store.read;
const write = store.write;

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

export function useToolHistory(profileId: string): ToolCall[] {
  return useSyncExternalStore(store.subscribe, () => readToolHistory(profileId));
}
