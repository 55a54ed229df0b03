import * as v from "valibot";
import { storageKeys } from "../storage-keys";
import { createStoredFamily } from "../stored-value";
import type { ProfileId } from "./profiles";

// Keys never go into `dash.connection.v1`: the tab's session storage by default, local storage only on "remember".
// Plain text, as they have always been stored.
const inArea = (area: "local" | "session") =>
  createStoredFamily<[string], string | null>({
    keys: storageKeys.apiKey,
    area,
    schema: v.nullable(v.string()),
    fallback: null,
    format: "text",
  });
const remembered = inArea("local");
const forTheTab = inArea("session");

export function readStoredKey(id: ProfileId): { key: string | null; remembered: boolean } {
  const kept = remembered.of(id).get();
  if (kept !== null) return { key: kept, remembered: true };
  return { key: forTheTab.of(id).get(), remembered: false };
}

export function writeStoredKey(id: ProfileId, key: string, remember: boolean): void {
  const [target, other] = remember ? [remembered, forTheTab] : [forTheTab, remembered];
  other.of(id).remove();
  if (key === "") target.of(id).remove();
  else target.of(id).set(key);
}

export function forgetStoredKey(id: ProfileId): void {
  remembered.of(id).remove();
  forTheTab.of(id).remove();
}
